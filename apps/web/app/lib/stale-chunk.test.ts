import { describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, reloadForStaleChunk, staleChunkReloadGuardMs } from './stale-chunk';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('isStaleChunkError', () => {
  it('recognises a module that could not be fetched in each browser, and Vite preload failures', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop.example/assets/listing-B1x2.js',
      'error loading dynamically imported module: https://shop.example/assets/listing-B1x2.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/root-9f8e.css',
    ]) {
      expect(isStaleChunkError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError(new Response('', { status: 500 }))).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
});

describe('reloadForStaleChunk', () => {
  const url = 'https://shop.example/catalog/bolts/';

  it('reloads once, then not again for the same page within the guard time', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForStaleChunk({ url, now: 1_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForStaleChunk({ url, now: 1_000 + staleChunkReloadGuardMs - 1, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for another page, or for the same one after the guard time (a later deploy)', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadForStaleChunk({ url, now: 1_000, storage, reload });
    expect(reloadForStaleChunk({ url: 'https://shop.example/search/?q=din', now: 2_000, storage, reload })).toBe(true);
    expect(reloadForStaleChunk({ url, now: 2_000 + staleChunkReloadGuardMs, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload when the guard cannot be stored', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(reloadForStaleChunk({ url, now: 1_000, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
