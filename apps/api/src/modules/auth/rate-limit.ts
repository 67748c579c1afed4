import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { countAttempts, deleteAttempts, deleteAttemptsById, insertAttempts, purgeAttemptsBefore } from './login-attempts.repository.ts';

export type LimitedAction = 'login' | 'restore' | 'login_lookup' | 'taken_login' | 'lookup' | 'webform' | 'upload';

/** Per account and per address (IP), over a sliding window; counted in the database so all processes share them. */
export const attemptLimits: Record<LimitedAction, { windowMs: number; perAccount: number; perAddress: number; message: string }> = {
  login: {
    windowMs: 15 * 60 * 1000,
    perAccount: 5,
    perAddress: 20,
    message: 'Слишком много попыток входа. Попробуйте через 15 минут',
  },
  restore: {
    windowMs: 15 * 60 * 1000,
    perAccount: 5,
    perAddress: 20,
    message: 'Слишком много попыток восстановления пароля. Попробуйте через 15 минут',
  },
  // Checkout asks whether a guest's e-mail or phone has an account (Order/checkUserUnregistered/): bounded, so
  // it cannot be used to sweep for accounts.
  login_lookup: {
    windowMs: 15 * 60 * 1000,
    perAccount: 10,
    perAddress: 20,
    message: 'Слишком много проверок. Попробуйте через 15 минут',
  },
  // Sign-up, a guest's order, a profile's or an employee's e-mail and phone answer 409 for a login another account
  // has: only those refusals are counted (user/logins.ts), so they cannot be used to sweep for accounts either.
  taken_login: {
    windowMs: 60 * 60 * 1000,
    perAccount: 10,
    perAddress: 10,
    message: 'Слишком много попыток с уже зарегистрированными email или телефоном. Попробуйте через час',
  },
  // Organisation and address look-ups cost money on Dadata's API; a buyer typing makes a few a second at most.
  lookup: {
    windowMs: 60 * 1000,
    perAccount: 60,
    perAddress: 120,
    message: 'Слишком много запросов подсказок. Попробуйте через минуту',
  },
  // Lead forms and messages to a manager, counted per address (the account key is the address too): stops a flood.
  webform: {
    windowMs: 60 * 60 * 1000,
    perAccount: 10,
    perAddress: 10,
    message: 'Слишком много заявок. Попробуйте через час',
  },
  // A form's files uploaded ahead of its message (up to 5 of 10 MB each), per address: a visitor without a cookie
  // gets a new session each time, so only the address bounds the disk they can fill before unsent files are swept.
  upload: {
    windowMs: 60 * 60 * 1000,
    perAccount: 10,
    perAddress: 10,
    message: 'Слишком много загрузок файлов. Попробуйте через час',
  },
};

/**
 * Who is trying: `account` must already be normalised (a user id when the login resolves to one),
 * so changing the letter case or phone format does not start a fresh counter.
 */
export interface AttemptSubject {
  account: string;
  address: string;
}

const keys = (subject: AttemptSubject) => ({ account: `account:${subject.account}`, address: `ip:${subject.address}` });

/** An attempt taken: kept as counted, unless the caller forgives it (a right password, a form that was not sent). */
export interface Attempt {
  forgive(): Promise<void>;
}

/**
 * Takes one attempt of `action` before the work it limits, or refuses it (429) when the window is full. The attempt
 * is written first and then counted with the others, so requests sent at once cannot all pass a count taken before
 * any of them wrote: the last to write sees every one before it. A refused attempt is not kept.
 */
export async function takeAttempt(db: Db, action: LimitedAction, subject: AttemptSubject): Promise<Attempt> {
  const limit = attemptLimits[action];
  const now = Date.now();
  const { account, address } = keys(subject);
  const ids = await insertAttempts(db, action, [account, address], new Date(now).toISOString());
  const attempt: Attempt = { forgive: () => deleteAttemptsById(db, ids) };
  const since = new Date(now - limit.windowMs).toISOString();
  const [byAccount, byAddress] = await Promise.all([countAttempts(db, action, account, since), countAttempts(db, action, address, since)]);
  if (byAccount > limit.perAccount || byAddress > limit.perAddress) {
    await attempt.forgive();
    throw tooManyRequests(limit.message);
  }
  await purgeAttemptsBefore(db, new Date(now - longestWindowMs).toISOString());
  return attempt;
}

const longestWindowMs = Math.max(...Object.values(attemptLimits).map((limit) => limit.windowMs));

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearAccountAttempts(db: Db, action: LimitedAction, account: string): Promise<void> {
  await deleteAttempts(db, action, keys({ account, address: '' }).account);
}
