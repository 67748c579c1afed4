import type { Db } from '../../db/database.ts';

export interface NewWebformMessage {
  formName: string;
  userId: number | null;
  email: string;
  comment: string;
  recipient: string;
}

export async function insertWebformMessage(db: Db, message: NewWebformMessage, now: string): Promise<number> {
  const row = await db
    .insertInto('webform_messages')
    .values({
      form_name: message.formName,
      user_id: message.userId,
      email: message.email,
      comment: message.comment,
      recipient: message.recipient,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
