import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/**
 * Inter's rouble sign (₽) as a font of its own. The Latin and Cyrillic subsets the site loads (ui/base.css) lack it,
 * so every price drew its ₽ in whatever system font had one (DejaVu Sans on Linux, Arial on Windows) beside Inter's
 * digits, and laid out slower for the fallback (bench/RESULTS.md). It comes from the Latin Extended subset (85 KB),
 * cut to the one glyph with its weight axis kept: ~1 KB, preloaded with the other faces (root.tsx).
 */
export const roubleGlyphSource = fileURLToPath(import.meta.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'));
export const roubleGlyphFile = fileURLToPath(new URL('../app/ui/fonts/inter-rouble-wght.woff2', import.meta.url));

export async function roubleGlyph(): Promise<Buffer> {
  return subsetFont(await fs.readFile(roubleGlyphSource), '₽', { targetFormat: 'woff2' });
}

// `node apps/web/bundling/rouble-glyph.ts` writes the file again (after an update of @fontsource-variable/inter).
if (process.argv[1] === fileURLToPath(import.meta.url)) await fs.writeFile(roubleGlyphFile, await roubleGlyph());
