import { spawn } from 'node:child_process';

// Development: rebuild the web app and restart the server whenever source changes.
const watched = ['apps/web/app', 'apps/web/server', 'apps/api/src', 'apps/server/src', 'packages'];
const child = spawn(
  process.execPath,
  [...watched.flatMap((dir) => ['--watch-path', dir]), 'scripts/dev-once.ts'],
  { stdio: 'inherit', env: { LOG_LEVEL: 'debug', ...process.env } },
);
child.on('exit', (code) => process.exit(code ?? 0));
