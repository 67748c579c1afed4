import { normalizeEmail } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import type { Mailer } from '../../services/mailer.ts';
import { deleteUserSessions } from '../session/session.repository.ts';
import { findCredentials, updateUser } from '../user/user.repository.ts';
import { CODE_TTL_MS, consumeCode, issueCode } from '../confirmation-codes/confirmation-codes.ts';
import { hashPassword } from './password.ts';
import { clearAccountAttempts, takeAttempt } from './rate-limit.ts';

/** The one answer to a restore request, whether or not the address has an account. */
export const restoreRequestedMessage = 'Если этот email зарегистрирован, мы отправили на него код для восстановления пароля';
export const badCodeMessage = 'Неверный или устаревший код';

const minutes = CODE_TTL_MS / 60_000;

/** Sends a restore code when the address has an account; counts every request (each one may send mail). */
export async function requestRestore(deps: { db: Db; mailer: Mailer }, input: { email: string; address: string }): Promise<void> {
  const email = normalizeEmail(input.email);
  const subject = { account: `email:${email}`, address: input.address };
  await takeAttempt(deps.db, 'restore', subject);
  const code = await deps.db.transaction().execute(async (trx) => {
    const user = await findCredentials(trx, 'email', email);
    return user ? issueCode(trx, 'password_restore', user.id, email) : null;
  });
  if (code === null) return;
  await deps.mailer.send({
    to: email,
    subject: 'Код для восстановления пароля',
    text: `Ваш код для восстановления пароля: ${code}\nКод действует ${minutes} минут. Если вы не запрашивали восстановление, просто проигнорируйте это письмо.`,
  });
}

/**
 * Sets the new password when the code is right, and ends every session of the account: the code, the password
 * and the sessions change together or not at all.
 */
export async function confirmRestore(
  deps: { db: Db; mailer: Mailer },
  input: { email: string; code: string; password: string; address: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const subject = { account: `email:${email}`, address: input.address };
  // Taken before the code is checked, so codes guessed at once are counted as guessed one after another.
  const attempt = await takeAttempt(deps.db, 'restore', subject);
  // Hashed before the transaction opens, so no lock is held while scrypt works.
  const passwordHash = await hashPassword(input.password);
  const restored = await deps.db.transaction().execute(async (trx) => {
    const user = await findCredentials(trx, 'email', email);
    const check = user ? await consumeCode(trx, 'password_restore', user.id, input.code.trim()) : null;
    if (!user || !check?.ok) return false;
    await updateUser(trx, user.id, { passwordHash }, new Date().toISOString());
    await deleteUserSessions(trx, user.id);
    await clearAccountAttempts(trx, 'login', `user:${user.id}`);
    return true;
  });
  if (!restored) throw badRequest(badCodeMessage, { code: badCodeMessage });
  await attempt.forgive();
  await deps.mailer.send({
    to: email,
    subject: 'Пароль изменён',
    text: 'Пароль от вашего личного кабинета изменён. Если это были не вы, срочно свяжитесь с нами.',
  });
}
