import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type NewLeadFile = Insertable<Database['lead_files']>;

export interface StagedFile {
  fileId: string;
  name: string;
  type: string;
  size: number;
}

export async function insertLeadFiles(db: Db, files: readonly NewLeadFile[]): Promise<void> {
  if (files.length > 0)
    await db
      .insertInto('lead_files')
      .values([...files])
      .execute();
}

/** Bytes of every session's staged (not yet sent) files. */
export async function stagedBytes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('lead_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('submission_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** The session's staged (not yet sent) files of a form, oldest first. */
export async function findStagedFiles(db: Db, sessionId: string, formCode: string): Promise<StagedFile[]> {
  const rows = await db
    .selectFrom('lead_files')
    .select(['file_id', 'name', 'type', 'size'])
    .where('session_id', '=', sessionId)
    .where('form_code', '=', formCode)
    .where('submission_id', 'is', null)
    .orderBy('created_at')
    .orderBy('file_id')
    .execute();
  return rows.map((row) => ({ fileId: row.file_id, name: row.name, type: row.type, size: row.size }));
}

/** Removes a staged file of this session; false when the session has no such file (another's, sent, unknown). */
export async function deleteStagedFile(db: Db, sessionId: string, fileId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('lead_files')
    .where('file_id', '=', fileId)
    .where('session_id', '=', sessionId)
    .where('submission_id', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ties staged files to the message that sends them; they are no longer the session's to remove. */
export async function attachStagedFiles(db: Db, fileIds: readonly string[], submissionId: number): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .updateTable('lead_files')
    .set({ submission_id: submissionId, session_id: null })
    .where('file_id', 'in', [...fileIds])
    .execute();
}

/** Files staged long ago and never sent: their rows go, and the caller removes them from disk. */
export async function deleteAbandonedFiles(db: Db, before: string): Promise<string[]> {
  const rows = await db.deleteFrom('lead_files').where('submission_id', 'is', null).where('created_at', '<', before).returning('file_id').execute();
  return rows.map((row) => row.file_id);
}

export async function insertSubmission(
  db: Db,
  submission: { formCode: string; userId: number | null; data: unknown; address: string; recipient: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('lead_submissions')
    .values({
      form_code: submission.formCode,
      user_id: submission.userId,
      data: JSON.stringify(submission.data),
      address: submission.address,
      recipient: submission.recipient,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
