import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';

// The suite must pass on a busy machine (CI shares its cores): run the tests given (default: all of `npm test`)
// beside one CPU hog per core, each a busy loop at normal priority.
const hogs = os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random())'], { stdio: 'ignore' }));
const args = process.argv.slice(2);
const run = spawnSync('npm', args.length ? ['exec', '--', 'vitest', 'run', ...args] : ['test'], { stdio: 'inherit' });
for (const hog of hogs) hog.kill('SIGKILL');
console.log(`test:busy: ${hogs.length} CPU hogs beside the tests; tests exited with ${run.status}`);
process.exit(run.status ?? 1);
