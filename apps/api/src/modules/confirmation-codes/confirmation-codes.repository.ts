import type { Db, Trx } from '../../db/database.ts';

export interface CodeRow {
  id: number;
  target: string;
  codeHash: string;
  attempts: number;
  expiresAt: string;
}

/** The user's one code of this purpose: any earlier one is deleted in the same transaction. */
export async function replaceCode(
  trx: Trx,
  code: { purpose: string; userId: number; target: string; codeHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
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
}

const toCodeRow = (row: { id: number; target: string; code_hash: string; attempts: number; expires_at: string }): CodeRow => ({
  id: row.id,
  target: row.target,
  codeHash: row.code_hash,
  attempts: row.attempts,
  expiresAt: row.expires_at,
});

export async function findCode(db: Db, userId: number, purpose: string): Promise<CodeRow | undefined> {
  const row = await db
    .selectFrom('confirmation_codes')
    .select(['id', 'target', 'code_hash', 'attempts', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row && toCodeRow(row);
}

/**
 * Counts one more check of the user's code, if it has checks left, and returns it. One statement, so checks
 * at the same moment each take their own attempt (PostgreSQL locks the row until the transaction ends).
 */
export async function claimCodeAttempt(db: Db, userId: number, purpose: string, maxAttempts: number): Promise<CodeRow | undefined> {
  const row = await db
    .updateTable('confirmation_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'target', 'code_hash', 'attempts', 'expires_at'])
    .executeTakeFirst();
  return row && toCodeRow(row);
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('confirmation_codes').where('id', '=', id).execute();
}
