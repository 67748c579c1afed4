import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// `npm start` on a fresh clone builds what is not built, then serves.
if (!fs.existsSync(new URL('../apps/web/build/server/index.js', import.meta.url))) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { run } = await import('../apps/server/src/main.ts');
run({ dev: false });
