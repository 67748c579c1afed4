import { describe, expect, it } from 'vitest';
import { iconNames } from './icon-paths';
import { spriteSymbols } from './sprite-source';

describe('icon sprite', () => {
  it('has one symbol per icon name, including the ones a store needs', () => {
    const ids = [...spriteSymbols().matchAll(/<symbol id="icon-([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(iconNames);
    for (const needed of ['cart', 'heart', 'user', 'search', 'menu', 'close', 'filter', 'grid', 'list', 'phone', 'truck', 'upload', 'logout']) {
      expect(ids).toContain(needed);
    }
  });

  it('draws the filled glyphs filled and the others with the stroke of the <svg> that uses them', () => {
    expect(spriteSymbols()).toContain('<symbol id="icon-heart-filled" viewBox="0 0 24 24"><path d="M12 20s');
    expect(spriteSymbols()).toMatch(/<symbol id="icon-heart-filled"[^>]*><path [^>]*fill="currentColor" stroke="none"\/>/);
    expect(spriteSymbols()).toMatch(/<symbol id="icon-heart" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/);
  });
});
