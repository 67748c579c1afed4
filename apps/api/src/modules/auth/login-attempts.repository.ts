import type { Db } from '../../db/database.ts';

export async function countAttempts(db: Db, action: string, subject: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('action', '=', action)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAttempts(db: Db, action: string, subjects: string[], now: string): Promise<number[]> {
  const rows = await db
    .insertInto('login_attempts')
    .values(subjects.map((subject) => ({ action, subject, created_at: now })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteAttemptsById(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
}

export async function deleteAttempts(db: Db, action: string, subject: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('action', '=', action).where('subject', '=', subject).execute();
}

export async function purgeAttemptsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('created_at', '<=', before).execute();
}
