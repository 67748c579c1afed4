import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { roubleGlyph, roubleGlyphFile } from './rouble-glyph';

describe('the rouble sign font', () => {
  it('is the one the installed Inter makes: after an update of Inter, `node apps/web/bundling/rouble-glyph.ts`', async () => {
    const made = await roubleGlyph();
    expect(made.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(await fs.readFile(roubleGlyphFile)).toEqual(made);
  });
});
