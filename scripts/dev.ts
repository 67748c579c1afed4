import { spawn } from 'node:child_process';

/**
 * Development: the server restarts when server code changes; web code reloads in the browser through Vite
 * without a restart or a build (apps/server/src/web-dev.ts). `packages` is shared by both sides, so it counts
 * as server code.
 */
export const serverSourceDirs = ['apps/api/src', 'apps/server/src', 'packages'];

if (import.meta.main) {
  const child = spawn(process.execPath, [...serverSourceDirs.flatMap((dir) => ['--watch-path', dir]), 'apps/server/src/dev.ts'], {
    stdio: 'inherit',
    env: { LOG_LEVEL: 'debug', ...process.env },
  });
  child.on('exit', (code) => process.exit(code ?? 0));
}
