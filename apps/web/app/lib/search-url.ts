/** The results page of a query (spec §2 /search/ with q). */
export const searchUrl = (q: string) => `/search/?${new URLSearchParams({ q })}`;

/** The results page of the query's exact reading: no closest products when it finds nothing. */
export const strictSearchUrl = (q: string) => `/search/?${new URLSearchParams({ q, strict: '1' })}`;
