import { defineConfig } from 'vite';

/** Component tests run without the React Router plugin. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
});
