import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * The symbols' markup reaches the sprite through context from the server's entry (entry.server.tsx), as the CSP nonce
 * does; in the browser it is empty, so the paths stay out of every page's JavaScript and hydration keeps what the
 * server wrote (React leaves an element's inner HTML as it is).
 */
const SymbolsContext = createContext('');
export const IconSymbolsProvider = SymbolsContext.Provider;

/**
 * Every icon's symbol, once per document (root.tsx's Layout), for <Icon>'s `<use href="#icon-…">`: the icons are
 * drawn with the page's first paint, with no sprite file to fetch (2 KB of the compressed page), and a navigation's
 * icons look up no external document.
 */
export function IconSprite() {
  const symbols = useContext(SymbolsContext);
  const sprite = useRef<SVGSVGElement>(null);
  // A document React had to render in the browser (after a hydration error: a translating extension's changed text)
  // starts without the server's symbols; they then come as a chunk of their own.
  useEffect(() => {
    const element = sprite.current;
    if (!element || element.childElementCount > 0) return;
    void import('./sprite-source').then((source) => {
      element.innerHTML = source.spriteSymbols();
    });
  }, []);
  return (
    <svg
      ref={sprite}
      className="ui-icon-sprite"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant markup, built from icon-paths.ts
      dangerouslySetInnerHTML={{ __html: symbols }}
      suppressHydrationWarning
    />
  );
}
