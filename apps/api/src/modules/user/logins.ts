import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';
import { isTaken } from './user.repository.ts';

/** An e-mail and a phone open one account each: registration and profile changes both check them here. */
export const duplicateMessages = {
  email: 'Пользователь с таким email уже зарегистрирован',
  phone: 'Пользователь с таким телефоном уже зарегистрирован',
} as const;

/** 409 naming the first taken login, so the client can show the first non-empty message. */
export async function assertLoginsFree(db: Db, logins: { email?: string; phone?: string }, exceptUserId?: number): Promise<void> {
  const fields: Record<string, string> = {};
  if (logins.email !== undefined && (await isTaken(db, 'email', logins.email, exceptUserId))) fields.email = duplicateMessages.email;
  if (logins.phone !== undefined && (await isTaken(db, 'phone', logins.phone, exceptUserId))) fields.phone = duplicateMessages.phone;
  const first = Object.values(fields)[0];
  if (first) throw conflict(first, fields);
}
