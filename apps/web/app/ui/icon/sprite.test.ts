import { describe, expect, it } from 'vitest';
import { iconNames } from './icon-paths';
import { spriteSource } from './sprite-source';
import spriteFile from './sprite.svg?raw';

describe('icon sprite', () => {
  it('is in sync with icon-paths.ts (regenerate with write-sprite.ts)', () => {
    expect(spriteFile).toBe(spriteSource());
  });

  it('has one symbol per icon name, including the ones a store needs', () => {
    const ids = [...spriteSource().matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(iconNames);
    for (const needed of [
      'cart',
      'heart',
      'user',
      'search',
      'menu',
      'close',
      'filter',
      'grid',
      'list',
      'phone',
      'truck',
      'warehouse',
      'upload',
      'calendar',
      'logout',
    ]) {
      expect(ids).toContain(needed);
    }
  });
});
