import { run } from './main.ts';

// `npm run dev`: the web app from its source through Vite, with hot reload (see web-dev.ts).
run({ dev: true });
