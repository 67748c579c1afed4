export type ColorMode = 'light' | 'dark';

export const colorModeCookie = 'mode';

export function parseColorMode(value: string | undefined): ColorMode | undefined {
  return value === 'dark' || value === 'light' ? value : undefined;
}

/**
 * Runs before first paint: the remembered choice, else the system's (the server cannot know
 * prefers-color-scheme, and leaves the mode out of the HTML so every visitor gets the same page).
 */
export const colorModeScript = `(function(){try{var m=/(?:^|; )${colorModeCookie}=(dark|light)(?:;|$)/.exec(document.cookie);if(m?m[1]==='dark':matchMedia('(prefers-color-scheme: dark)').matches)document.documentElement.setAttribute('data-mode','dark')}catch(e){}})()`;

const cssColor = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([0-9.,%\s/]+\))$/i;

/** Settings colours end up in a style attribute: only plain colour values get through. */
export function safeColor(value: string | undefined, fallback: string): string {
  return value && cssColor.test(value.trim()) ? value.trim() : fallback;
}
