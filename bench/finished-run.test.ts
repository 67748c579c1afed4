import { describe, expect, it, vi } from 'vitest';
import { finishedRun } from './finished-run.ts';

type Run = { lhr: { runtimeError?: { code: string }; score: number } };
const failed = (code: string): Run => ({ lhr: { runtimeError: { code }, score: 0 } });
const scored = (score: number): Run => ({ lhr: { score } });

describe('finishedRun', () => {
  it("runs again when Lighthouse could not finish, so its own failure is not the page's score", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const answers = [failed('NO_NAVSTART'), scored(97)];
    const run = vi.fn(async () => answers.shift() as Run);
    expect(await finishedRun('/catalog/', run)).toEqual(scored(97));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps the failure after three failed runs, and stops there', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const run = vi.fn(async () => failed('NO_FCP'));
    expect(await finishedRun('/', run)).toEqual(failed('NO_FCP'));
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('takes a finished run as it is', async () => {
    const run = vi.fn(async () => scored(88));
    expect(await finishedRun('/', run)).toEqual(scored(88));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
