/** The results page of a query (spec §2 /search/ with q). */
export const searchUrl = (q: string) => `/search/?${new URLSearchParams({ q })}`;

/** Whether a pathname is the results page's (with or without its trailing slash). */
export const isSearchPath = (pathname: string) => /^\/search\/*$/.test(pathname);

/** The results page of the query's exact reading: no closest products when it finds nothing. */
export const strictSearchUrl = (q: string) => `/search/?${new URLSearchParams({ q, strict: '1' })}`;

/**
 * A query as the page names it: the home's quick search writes its fields as "(DIN 933)&(10)&(40)" (spec §2), which
 * reads as "DIN 933, 10, 40"; any other query as it was typed.
 */
export function readableQuery(q: string): string {
  const groups = /^\([^()]*\)(?:&\([^()]*\))*$/.test(q) ? q.slice(1, -1).split(')&(') : null;
  return groups ? groups.map((group) => group.trim()).join(', ') : q;
}
