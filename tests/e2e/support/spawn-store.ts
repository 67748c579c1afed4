import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

export const root = path.resolve(import.meta.dirname, '../../..');

/** A port the system has just handed out, so parallel runs and other servers on this machine never clash. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

export interface RunningStore {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** What the store printed, line by line, when started with `{ captureOutput: true }` (otherwise it goes to the terminal). */
  output: string[];
  stop(): Promise<void>;
}

/** Starts a fresh store (own DATA_DIR, free port) from `entry` and waits until it is healthy. */
export async function spawnStore(entry: string, env: Record<string, string> = {}, { captureOutput = false } = {}): Promise<RunningStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_SKUS: '3000', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) if (stream) readline.createInterface({ input: stream }).on('line', (line) => output.push(line));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Seeding and (in development) Vite's start take a while on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${entry} did not become healthy in 180 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, dataDir, process: child, output, stop };
}
