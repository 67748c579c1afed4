/** What buyers searched for and did not find exactly (migration 0017; `npm run search-report`). */
export interface SearchTables {
  search_misses: {
    /** The query as typed, on one line. */
    query: string;
    kind: 'nothing' | 'relaxed';
    count: number;
    first_at: string;
    last_at: string;
    /** What the relaxed answer gave up; '' for 'nothing'. */
    relaxed: string;
  };
}
