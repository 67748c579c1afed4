import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { countAttempts, deleteAttempts, insertAttempts, purgeAttemptsBefore } from './login-attempts.repository.ts';

export type LimitedAction = 'login' | 'restore' | 'login_lookup' | 'lookup' | 'webform';

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

export async function assertNotLimited(db: Db, action: LimitedAction, subject: AttemptSubject): Promise<void> {
  const limit = attemptLimits[action];
  const since = new Date(Date.now() - limit.windowMs).toISOString();
  const { account, address } = keys(subject);
  const [byAccount, byAddress] = await Promise.all([countAttempts(db, action, account, since), countAttempts(db, action, address, since)]);
  if (byAccount >= limit.perAccount || byAddress >= limit.perAddress) throw tooManyRequests(limit.message);
}

export async function recordAttempt(db: Db, action: LimitedAction, subject: AttemptSubject): Promise<void> {
  const { account, address } = keys(subject);
  const now = Date.now();
  await insertAttempts(db, action, [account, address], new Date(now).toISOString());
  const oldest = Math.max(...Object.values(attemptLimits).map((limit) => limit.windowMs));
  await purgeAttemptsBefore(db, new Date(now - oldest).toISOString());
}

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearAccountAttempts(db: Db, action: LimitedAction, account: string): Promise<void> {
  await deleteAttempts(db, action, keys({ account, address: '' }).account);
}
