import { describe, expect, it } from 'vitest';
import { restartDelay, workerListenOptions } from './workers.ts';

describe('restartDelay', () => {
  it('replaces a worker that served at once, and backs off from one that keeps dying at start, up to 30 s', () => {
    expect(restartDelay(0)).toBe(0);
    expect([1, 2, 3, 4].map(restartDelay)).toEqual([500, 1000, 2000, 4000]);
    expect(restartDelay(20)).toBe(30_000);
  });
});

describe('workerListenOptions', () => {
  it('gives each worker a socket of its own on a fixed port on Linux (the kernel spreads connections), else the shared one', () => {
    expect(workerListenOptions(3000, '0.0.0.0', 'linux')).toEqual({ port: 3000, host: '0.0.0.0', exclusive: true, reusePort: true });
    expect(workerListenOptions(0, '127.0.0.1', 'linux')).toEqual({ port: 0, host: '127.0.0.1' });
    expect(workerListenOptions(3000, '0.0.0.0', 'darwin')).toEqual({ port: 3000, host: '0.0.0.0' });
  });
});
