import type { Db } from '../../db/database.ts';

export interface CodeRow {
  id: number;
  target: string;
  codeHash: string;
  attempts: number;
  expiresAt: string;
}

export async function replaceCode(
  db: Db,
  code: { purpose: string; userId: number; target: string; codeHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('confirmation_codes').where('user_id', '=', code.userId).where('purpose', '=', code.purpose).execute();
    await trx
      .insertInto('confirmation_codes')
      .values({
        purpose: code.purpose,
        user_id: code.userId,
        target: code.target,
        code_hash: code.codeHash,
        created_at: code.createdAt,
        expires_at: code.expiresAt,
      })
      .execute();
  });
}

export async function findCode(db: Db, userId: number, purpose: string): Promise<CodeRow | undefined> {
  const row = await db
    .selectFrom('confirmation_codes')
    .select(['id', 'target', 'code_hash', 'attempts', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row && { id: row.id, target: row.target, codeHash: row.code_hash, attempts: row.attempts, expiresAt: row.expires_at };
}

export async function countFailedCodeAttempt(db: Db, id: number): Promise<void> {
  await db
    .updateTable('confirmation_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('confirmation_codes').where('id', '=', id).execute();
}
