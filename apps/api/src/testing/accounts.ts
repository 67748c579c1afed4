import crypto from 'node:crypto';
import { normalizePhone, withInnCheckDigit, withOgrnCheckDigit } from '@store/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { hashToken, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../modules/session/session.ts';
import { insertSession } from '../modules/session/session.repository.ts';
import { insertUser } from '../modules/user/user.repository.ts';
import { body } from './test-app.ts';

/** Account factories for API tests: accounts are made through the public API, like a buyer would. */

let counter = 0;

/** A fresh Russian mobile number in the form the registration form sends (+7 …). */
export function uniquePhone(): string {
  counter += 1;
  const tail = String(counter).padStart(7, '0');
  return `+7 (912) ${tail.slice(0, 3)}-${tail.slice(3, 5)}-${tail.slice(5)}`;
}

export function uniqueEmail(prefix = 'buyer'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now().toString(36)}@example.ru`;
}

/** An organisation's requisites no other of this run's tests uses, with valid check digits (/Organizations/add/). */
export function uniqueRequisites(name: string) {
  counter += 1;
  const tail = String(counter).padStart(5, '0');
  return {
    name,
    address: 'г. Екатеринбург, ул. Ленина, д. 1',
    postal_code: '620014',
    director: 'Волков Дмитрий Сергеевич',
    kpp: '667101001',
    inn: withInnCheckDigit(`6671${tail}`),
    ogrn: withOgrnCheckDigit(`1196658${tail}`),
  };
}

export const validCompany = {
  inn: '7707083893',
  organization_name: 'ООО «Крепёж-Сервис»',
  organization_address: 'г. Москва, ул. Вавилова, д. 19',
  organization_postal_code: '117312',
  director: 'Петров Пётр Петрович',
  ogrn: '1027700132195',
  kpp: '773601001',
};

export interface TestAccount {
  id: number;
  email: string;
  phone: string;
  password: string;
  cookie: string;
}

/** The `name=value` pair of the session cookie an answer sets ('' when it sets none). */
export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return cookie ? `sid=${cookie.value}` : '';
}

export async function register(app: FastifyInstance, kind: 'contact' | 'company' = 'contact', overrides: Record<string, unknown> = {}): Promise<TestAccount> {
  const password = 'secret-42';
  const payload = {
    user_type: kind,
    email: uniqueEmail(kind === 'company' ? 'director' : 'buyer'),
    phone: uniquePhone(),
    FIO: 'Иванов Иван Иванович',
    password,
    password_confirm: password,
    ...(kind === 'company' ? validCompany : {}),
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/Auth/registration/', payload });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const user = body<{ id: number; email: string; phone: string }>(response).result;
  return { id: user.id, email: user.email, phone: user.phone, password, cookie: sessionCookie(response) };
}

export function login(app: FastifyInstance, login: string, password: string, options: { loginType?: 'email' | 'phone'; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/Auth/login/',
    payload: { login_type: options.loginType ?? 'email', login, password },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export function getUser(app: FastifyInstance, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/User/get/', headers: cookie ? { cookie } : {} });
}

/**
 * An ordinary employee (not main manager) of a company's organisation, with a password, made by the repository
 * without the API's invitation (an invited employee has none until they restore it). Sign in with `login`.
 */
export async function addEmployee(db: Db, organizationId: number): Promise<{ id: number; email: string; password: string }> {
  const email = uniqueEmail('employee');
  const password = 'secret-42';
  const now = new Date().toISOString();
  const id = await insertUser(
    db,
    {
      fid: `employee-${email}`,
      userType: 'legal',
      fio: 'Работников Роман Романович',
      email,
      // A phone opens one account: one of the file's own, as stored.
      phone: normalizePhone(uniquePhone())!,
      passwordHash: await hashPassword(password),
      managerId: null,
      organizationId,
      isMainManager: false,
    },
    now,
  );
  return { id, email, password };
}

/** Another signed-in session of a user, made without a sign-in (no password hashing), for tests that need many. */
export async function extraSessionCookie(db: Db, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await insertSession(db, {
    id: hashToken(token),
    userId,
    data: {},
    createdAt: new Date(now).toISOString(),
    lastSeenAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS).toISOString(),
  });
  return `${SESSION_COOKIE}=${token}`;
}
