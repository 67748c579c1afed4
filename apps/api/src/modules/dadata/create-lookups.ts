import type { FastifyBaseLogger } from 'fastify';
import { dadataLookups } from './dadata-client.ts';
import type { Lookups } from './lookups.ts';
import { offlineLookups } from './offline-lookups.ts';

/** Dadata's API when its token is configured, else the local data. */
export function createLookups(token: string | undefined, log: Pick<FastifyBaseLogger, 'warn'>): Lookups {
  if (!token) return offlineLookups();
  return dadataLookups({ token, onError: (error) => log.warn({ err: error }, 'Dadata look-up failed; answered an empty list') });
}
