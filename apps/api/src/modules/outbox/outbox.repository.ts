import type { ExpressionBuilder } from 'kysely';
import { type Db, onPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { MailMessage } from '../../services/mailer.ts';

/**
 * An e-mail as the outbox keeps it, small: attachments are files already on disk (by `path`, e.g. a lead form's
 * uploads) or made when it is sent (`invoiceOrderId` attaches that order's invoice PDF).
 */
export type OutboxMail = MailMessage & { invoiceOrderId?: number };

/** What leaves the store after a commit; one kind today. */
export type OutboxItem = { kind: 'email'; payload: OutboxMail };

export interface ClaimedItem {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
}

/** Writes messages to the outbox; call it inside the transaction whose commit they report. */
export async function enqueue(trx: Db, items: readonly OutboxItem[], now: string): Promise<void> {
  if (items.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(items.map((item) => ({ kind: item.kind, payload: JSON.stringify(item.payload), next_attempt_at: now, created_at: now })))
    .execute();
}

const due = (now: string) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.and([eb('sent_at', 'is', null), eb('next_attempt_at', '<=', now), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)])]);

/**
 * Takes the oldest due message for `lockMs`, counting the attempt. The update repeats the due conditions, so of
 * two workers (processes) reaching one row only one gets it; PostgreSQL's SKIP LOCKED lets the other take the next.
 */
export async function claimDue(db: Db, now: Date, lockMs: number): Promise<ClaimedItem | undefined> {
  const at = now.toISOString();
  let pick = db.selectFrom('outbox').select('id').where(due(at)).orderBy('id').limit(1);
  if (onPostgres(db)) pick = pick.forUpdate().skipLocked();
  return db
    .updateTable('outbox')
    .set((eb) => ({ locked_until: new Date(now.getTime() + lockMs).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', pick)
    .where(due(at))
    .returning(['id', 'kind', 'payload', 'attempts'])
    .executeTakeFirst();
}

export async function markSent(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('outbox').set({ sent_at: now, locked_until: null, last_error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Db, id: number, nextAttemptAt: string, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: nextAttemptAt, locked_until: null, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** Sent messages older than `before` go (the table holds what is pending, and a few days of what was sent). */
export async function purgeSent(db: Db, before: string): Promise<void> {
  await db.deleteFrom('outbox').where('sent_at', 'is not', null).where('sent_at', '<', before).execute();
}
