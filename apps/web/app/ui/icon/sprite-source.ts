import { filledIcons, iconNames, iconPaths } from './icon-paths.ts';

/**
 * The sprite file's text, built from icon-paths.ts. Stroke colour and width come from the <svg> that
 * uses a symbol (see icon.tsx), so one symbol serves every size and colour.
 */
export function spriteSource(): string {
  const symbols = iconNames.map((name) => {
    const paint = filledIcons.has(name) ? ' fill="currentColor" stroke="none"' : '';
    return `  <symbol id="${name}" viewBox="0 0 24 24"><path d="${iconPaths[name]}"${paint}/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
