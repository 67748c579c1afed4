import { normalizeEmail, normalizePhone } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, unauthorized } from '../../http/errors.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { findCredentials, isActiveUser } from '../user/user.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { clearAccountAttempts, takeAttempt } from './rate-limit.ts';

export type LoginType = 'email' | 'phone';

const loginTypeNames: Record<LoginType, string> = { email: 'email', phone: 'телефону' };

/** Logins are compared in their stored form: e-mail in lower case, a Russian phone as 8XXXXXXXXXX. */
export function normalizeLogin(type: LoginType, login: string): string {
  if (type === 'email') return normalizeEmail(login);
  const text = login.trim();
  return normalizePhone(text) ?? text.replace(/\D/g, '');
}

/** A company manager switched the account off (spec §6: employees are active or blocked). */
export const blockedAccountMessage = 'Учётная запись заблокирована. Обратитесь к менеджеру вашей компании';

// Unknown logins still pay for one hash check, so the answer time does not tell which logins exist.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a login and password; the user id, or the same 401 for an unknown login and a wrong password. A blocked
 * account is told so only after its right password, so the answer tells a stranger nothing.
 */
export async function verifyLogin(db: Db, input: { loginType: LoginType; login: string; password: string; address: string }): Promise<number> {
  const settings = await getSettings(db);
  if (!settings.allowed_auth_methods.includes(input.loginType)) {
    const message = `Вход по ${loginTypeNames[input.loginType]} недоступен`;
    throw badRequest(message, { login_type: message });
  }
  const login = normalizeLogin(input.loginType, input.login);
  const credentials = login ? await findCredentials(db, input.loginType, login) : undefined;
  // One counter per account however the login is typed; unknown logins count under their normalised form.
  const account = credentials ? `user:${credentials.id}` : `${input.loginType}:${login}`;
  const subject = { account, address: input.address };
  // Taken before the slow hash check, so passwords tried at once are counted as tried one after another.
  const attempt = await takeAttempt(db, 'login', subject);

  dummyHash ??= hashPassword('no-such-user');
  const valid = await verifyPassword(input.password, credentials?.passwordHash ?? (await dummyHash));
  if (!credentials || !valid) throw unauthorized('Неверный логин или пароль');
  await attempt.forgive();
  // Read after the slow hash check, not with the credentials: a block that lands during it still counts.
  if (!(await isActiveUser(db, credentials.id))) throw forbidden(blockedAccountMessage);
  await clearAccountAttempts(db, 'login', account);
  return credentials.id;
}
