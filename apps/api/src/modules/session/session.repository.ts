import { type Db, keptPrepared } from '../../db/database.ts';

export interface SessionRow {
  id: string;
  userId: number | null;
  data: Record<string, unknown>;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

function parseData(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'data', 'created_at', 'last_seen_at', 'expires_at'])
    .where('id', '=', id)
    .modifyEnd(keptPrepared)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    data: parseData(row.data),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
}

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      data: JSON.stringify(session.data),
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function touchSession(db: Db, id: string, lastSeenAt: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute();
}

export async function saveSessionData(db: Db, id: string, data: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ data: JSON.stringify(data) })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user (after a password reset), except the one given. */
export async function deleteUserSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export async function purgeExpiredSessions(db: Db, now: string, idleCutoff: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
    .execute();
}
