import type { Db } from '../../db/database.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { type AttemptSubject, takeAttempt } from '../auth/rate-limit.ts';
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

/** A 409 that names an e-mail or a phone field: the answer that tells whether someone has an account. */
const isTakenLoginRefusal = (error: unknown) =>
  error instanceof HttpError && error.status === 409 && Object.keys(error.fields ?? {}).some((field) => /(^|\.)(email|phone)$/.test(field));

/**
 * Runs `work`, which may refuse a taken e-mail or phone (409), as one attempt of `taken_login`: kept only when it
 * was so refused, so sign-ups, orders and profile changes go on freely while a sweep for accounts is stopped at the
 * limit (429). Taken before the work, so refusals sent at once are all counted; the price is that more than the
 * limit sent at once from one address are refused even when none names a taken login.
 */
export async function limitTakenLogins<T>(db: Db, subject: AttemptSubject, work: () => Promise<T>): Promise<T> {
  const attempt = await takeAttempt(db, 'taken_login', subject);
  try {
    const result = await work();
    await attempt.forgive();
    return result;
  } catch (error) {
    if (!isTakenLoginRefusal(error)) await attempt.forgive();
    throw error;
  }
}
