/**
 * A path of this store to send a visitor back to, or null. Only '/…' paths qualify: never '//host' or '/\host'
 * (other sites to a browser), nor whitespace or control characters, which browsers drop before reading a URL.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  return /[\\\s\p{Cc}]/u.test(value) ? null : value;
}

/** Where a form sent without JavaScript returns to: its `back` field, else the page it was sent from, else `fallback`. */
export function returnPath(request: Request, form: FormData, fallback: string): string {
  const field = sameSitePath(form.get('back'));
  if (field) return field;
  const referer = request.headers.get('referer');
  if (referer && URL.canParse(referer)) {
    const from = new URL(referer);
    if (from.host === new URL(request.url).host) return sameSitePath(from.pathname + from.search) ?? fallback;
  }
  return fallback;
}
