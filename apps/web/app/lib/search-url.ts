/** The results page of a query (spec §2 /search/ with q). */
export const searchUrl = (q: string) => `/search/?${new URLSearchParams({ q })}`;
