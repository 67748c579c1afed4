import { spriteSymbols } from './sprite-source';

// Built once per server process. In the browser's build the condition is false and the paths stay out of its
// JavaScript: hydration keeps the symbols the server wrote (React leaves an element's inner HTML as it is).
const symbols = import.meta.env.SSR ? spriteSymbols() : '';

/**
 * Every icon's symbol, once per document (root.tsx's Layout), for <Icon>'s `<use href="#icon-…">`: the icons are
 * drawn with the page's first paint, with no sprite file to fetch (2 KB of the compressed page), and a navigation's
 * icons look up no external document.
 */
export function IconSprite() {
  return (
    <svg
      className="ui-icon-sprite"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant markup, built from icon-paths.ts
      dangerouslySetInnerHTML={{ __html: symbols }}
      suppressHydrationWarning
    />
  );
}
