import { readCookie } from './cookies';

/** What a plain form's change tells the page it returns to (only an add to the basket has a confirmation so far). */
export type Flash = 'basket-added';

const flashCookie = 'flash';
const flashes: readonly Flash[] = ['basket-added'];

/**
 * A one-time word from a form sent before the page's JavaScript ran (decision 0004) to the page its redirect returns
 * to: the redirect sets it, the page's script says it once and clears it. A short-lived cookie rather than the address,
 * so the page stays the same HTML for every guest (its cache keys ignore this cookie) and a reload says nothing again.
 */
export function flashCookieFor(flash: Flash): string {
  return `${flashCookie}=${flash}; Path=/; Max-Age=60; SameSite=Lax`;
}

/** The word the last redirect left, once: it is cleared as it is read. */
export function takeFlash(): Flash | undefined {
  const value = readCookie(document.cookie, flashCookie);
  if (value === undefined) return undefined;
  document.cookie = `${flashCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
  return flashes.find((flash) => flash === value);
}
