import type { Migration } from 'kysely/migration';
import * as initial from './0001-initial.ts';
import * as accounts from './0002-accounts.ts';
import * as catalogIndexes from './0003-catalog-indexes.ts';
import * as search from './0004-search.ts';
import * as searchShortPrefixes from './0005-search-short-prefixes.ts';
import * as baskets from './0006-baskets.ts';

/** Every migration in order; names are frozen once shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-catalog-indexes': catalogIndexes,
  '0004-search': search,
  '0005-search-short-prefixes': searchShortPrefixes,
  '0006-baskets': baskets,
};
