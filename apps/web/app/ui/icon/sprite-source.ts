import { filledIcons, iconNames, iconPaths } from './icon-paths.ts';

/**
 * The icons' `<symbol>`s, built from icon-paths.ts, for IconSprite. Stroke colour and width come from the <svg> that
 * uses a symbol (icon.css), so one symbol serves every size and colour.
 */
export function spriteSymbols(): string {
  return iconNames
    .map((name) => {
      const paint = filledIcons.has(name) ? ' fill="currentColor" stroke="none"' : '';
      return `<symbol id="icon-${name}" viewBox="0 0 24 24"><path d="${iconPaths[name]}"${paint}/></symbol>`;
    })
    .join('');
}
