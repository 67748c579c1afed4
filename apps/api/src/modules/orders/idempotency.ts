import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, unprocessable } from '../../http/errors.ts';

/** Keys are kept this long at least, so a submit repeated a day later still replays its first answer. */
export const KEEP_KEYS_MS = 48 * 60 * 60 * 1000;
/** A key still 'running' after this long belonged to an attempt that died before commit: it may be taken over. */
const STALE_RUNNING_MS = 2 * 60 * 1000;

export const idempotencyMessages = {
  missing: 'Не передан заголовок Idempotency-Key: повторите оформление заказа',
  malformed: 'Некорректный заголовок Idempotency-Key: 8–100 символов — латиница, цифры, _ . : -',
  running: 'Этот заказ уже оформляется: дождитесь ответа',
  otherBody: 'Этот ключ Idempotency-Key уже использован для другого заказа',
} as const;

/** Expired keys are deleted at most this often per process: a delete per checkout would cost every order a statement. */
const PURGE_EVERY_MS = 10 * 60 * 1000;
const lastPurges = new WeakMap<Db, number>();

async function purgeExpiredKeys(db: Db, now: Date): Promise<void> {
  if (now.getTime() - (lastPurges.get(db) ?? Number.NEGATIVE_INFINITY) < PURGE_EVERY_MS) return;
  lastPurges.set(db, now.getTime());
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - KEEP_KEYS_MS).toISOString())
    .execute();
}

const keyPattern = /^[A-Za-z0-9_.:-]{8,100}$/;

export function checkedKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) throw badRequest(idempotencyMessages.missing);
  if (!keyPattern.test(key)) throw badRequest(idempotencyMessages.malformed);
  return key;
}

export const requestHash = (body: unknown) => crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');

export interface Attempt {
  scope: string;
  key: string;
  hash: string;
  /** Further scopes that replay the answer: a guest's new account, whose cookie a repeat may come with. */
  aliasScopes?: string[];
}

/**
 * Starts an attempt under its key: `{replay}` with the first answer when the key is done, a 409 while it runs, a
 * 422 when it came with another body; otherwise the key is taken (committed at once, so a parallel repeat sees it).
 */
export async function beginAttempt<T>(db: Db, attempt: Attempt): Promise<{ replay: T } | null> {
  const now = new Date();
  await purgeExpiredKeys(db, now);
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ scope: attempt.scope, key: attempt.key, request_hash: attempt.hash, state: 'running', answer: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return null;
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'state', 'answer', 'created_at'])
    .where('scope', '=', attempt.scope)
    .where('key', '=', attempt.key)
    .executeTakeFirst();
  if (!row) return beginAttempt(db, attempt);
  if (row.request_hash !== attempt.hash) throw unprocessable(idempotencyMessages.otherBody);
  if (row.state === 'done') return { replay: JSON.parse(row.answer ?? 'null') as T };
  if (Date.parse(row.created_at) + STALE_RUNNING_MS < now.getTime()) {
    const taken = await db
      .updateTable('idempotency_keys')
      .set({ created_at: now.toISOString() })
      .where('scope', '=', attempt.scope)
      .where('key', '=', attempt.key)
      .where('state', '=', 'running')
      .where('created_at', '=', row.created_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return null;
  }
  throw conflict(idempotencyMessages.running);
}

/** Records the answer inside the transaction that commits the attempt's work, so both land or neither does. */
export async function finishAttempt(trx: Db, attempt: Attempt, answer: unknown): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ state: 'done', answer: JSON.stringify(answer) })
    .where('scope', '=', attempt.scope)
    .where('key', '=', attempt.key)
    .execute();
  const created_at = new Date().toISOString();
  for (const scope of attempt.aliasScopes ?? []) {
    await trx
      .insertInto('idempotency_keys')
      .values({ scope, key: attempt.key, request_hash: attempt.hash, state: 'done', answer: JSON.stringify(answer), created_at })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .execute();
  }
}

/** Frees the key of an attempt that was refused (nothing committed), so the buyer may try again with it. */
export async function abandonAttempt(db: Db, attempt: Attempt): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', attempt.scope).where('key', '=', attempt.key).where('state', '=', 'running').execute();
}
