import { describe, expect, it } from 'vitest';
import { restartDelay } from './workers.ts';

describe('restartDelay', () => {
  it('replaces a worker that served at once, and backs off from one that keeps dying at start, up to 30 s', () => {
    expect(restartDelay(0)).toBe(0);
    expect([1, 2, 3, 4].map(restartDelay)).toEqual([500, 1000, 2000, 4000]);
    expect(restartDelay(20)).toBe(30_000);
  });
});
