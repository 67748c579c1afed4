import { describe, expect, it } from 'vitest';
import { laggingVersion } from './page-cache.ts';

describe('the stock version guests’ pages are keyed on', () => {
  it('follows the version at most once per lag, and at once after a quiet spell', () => {
    let version = 1;
    let now = 0;
    const lagging = laggingVersion(
      () => version,
      5000,
      () => now,
    );
    expect(lagging()).toBe(1);
    version = 2;
    now = 4999;
    expect(lagging()).toBe(1);
    now = 5000;
    expect(lagging()).toBe(2);
    version = 3;
    now = 9000;
    expect(lagging()).toBe(2);
    now = 60_000;
    version = 4;
    expect(lagging()).toBe(4);
  });
});
