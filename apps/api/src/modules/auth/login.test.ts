import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser, login, register, sessionCookie, type TestAccount } from '../../testing/accounts.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';
import { attemptLimits } from './rate-limit.ts';
import { blockedAccountMessage } from './sign-in.service.ts';

const wrongAnswer = { status: 'error', result: { message: 'Неверный логин или пароль' } };

describe('POST /api/Auth/login/ and /api/Auth/logout/', () => {
  let t: TestApp;
  let account: TestAccount;
  let ipCounter = 0;
  // Each test signs in from its own address, so address limits of one test do not leak into another.
  const nextIp = () => `10.0.0.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp();
    account = await register(t.app, 'contact', { phone: '+7 (912) 600-00-01' });
  });
  afterAll(() => t.close());

  it('signs in by e-mail in any letter case and returns the user', async () => {
    const response = await login(t.app, `  ${account.email.toUpperCase()} `, account.password, { ip: nextIp() });
    expect(response.statusCode).toBe(200);
    expect(body(response).result).toMatchObject({ id: account.id, email: account.email });
    expect(body(await getUser(t.app, sessionCookie(response))).result).toMatchObject({ id: account.id });
  });

  it('signs in by phone written either way', async () => {
    for (const phone of ['+7 (912) 600-00-01', '89126000001', '8 912 600 00 01']) {
      const response = await login(t.app, phone, account.password, { loginType: 'phone', ip: nextIp() });
      expect(response.statusCode, phone).toBe(200);
      expect(body(response).result.id).toBe(account.id);
    }
  });

  it('gives the identical answer for an unknown login and a wrong password', async () => {
    const wrongPassword = await login(t.app, account.email, 'wrong-password', { ip: nextIp() });
    const unknownLogin = await login(t.app, 'nobody@example.ru', account.password, { ip: nextIp() });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownLogin.statusCode).toBe(401);
    expect(body(wrongPassword)).toEqual(wrongAnswer);
    expect(wrongPassword.body).toBe(unknownLogin.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('validates the payload with Russian messages', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/Auth/login/', payload: { login_type: 'email', login: 'no-at', password: '' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).result.fields).toEqual({ login: 'Некорректный email', password: 'Обязательное поле' });
    const type = await t.app.inject({ method: 'POST', url: '/api/Auth/login/', payload: { login_type: 'sms', login: 'x', password: 'y' } });
    expect(type.statusCode).toBe(400);
    expect(body(type).result.fields).toEqual({ login_type: 'Выберите способ входа' });
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login/',
      payload: { login_type: 'email', login: account.email, password: account.password, remember: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(body(extra).result.fields).toHaveProperty('remember');
  });

  it('refuses a sign-in method the settings turn off', async () => {
    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, allowed_auth_methods: ['email'] });
    try {
      const response = await login(t.app, account.phone, account.password, { loginType: 'phone', ip: nextIp() });
      expect(response.statusCode).toBe(400);
      expect(body(response).result.fields).toEqual({ login_type: 'Вход по телефону недоступен' });
    } finally {
      await saveSettings(t.db, settings);
    }
  });

  it('refuses an account a company manager blocked, but says so only to the right password', async () => {
    const blocked = await register(t.app);
    await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', blocked.id).execute();
    const wrongPassword = await login(t.app, blocked.email, 'wrong-password', { ip: nextIp() });
    const unknownLogin = await login(t.app, 'nobody@example.ru', 'wrong-password', { ip: nextIp() });
    expect(wrongPassword.body).toBe(unknownLogin.body);
    const right = await login(t.app, blocked.email, blocked.password, { ip: nextIp() });
    expect([right.statusCode, body(right)]).toEqual([403, { status: 'error', result: { message: blockedAccountMessage } }]);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('limits failed attempts per account, however the login is typed, with 429', async () => {
    const victim = await register(t.app, 'contact', { phone: '+7 (912) 600-00-02' });
    const variants = [victim.email, victim.email.toUpperCase(), '+7 (912) 600-00-02', '89126000002', ` ${victim.email} `];
    for (let i = 0; i < attemptLimits.login.perAccount; i += 1) {
      const variant = variants[i % variants.length]!;
      const response = await login(t.app, variant, 'wrong-password', { loginType: variant.includes('@') ? 'email' : 'phone', ip: nextIp() });
      expect(response.statusCode).toBe(401);
    }
    // Even the right password is refused now, from any address, by e-mail or by phone.
    const blocked = await login(t.app, victim.email, victim.password, { ip: nextIp() });
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ status: 'error', result: { message: 'Слишком много попыток входа. Попробуйте через 15 минут' } });
    const byPhone = await login(t.app, '8 912 600-00-02', victim.password, { loginType: 'phone', ip: nextIp() });
    expect(byPhone.statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await login(t.app, account.email, account.password, { ip: nextIp() })).statusCode).toBe(200);
  });

  it('limits failed attempts per address across accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < attemptLimits.login.perAddress; i += 1) {
      const response = await login(t.app, `guess${i}@example.ru`, 'wrong-password', { ip });
      expect(response.statusCode).toBe(401);
    }
    expect((await login(t.app, account.email, account.password, { ip })).statusCode).toBe(429);
    expect((await login(t.app, account.email, account.password, { ip: nextIp() })).statusCode).toBe(200);
  });

  it('counts passwords tried at once as tried one after another', async () => {
    const victim = await register(t.app);
    const ip = nextIp();
    const tries = Array.from({ length: attemptLimits.login.perAccount * 3 }, (_, i) => login(t.app, victim.email, `wrong-${i}`, { ip }));
    const statuses = (await Promise.all(tries)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // The passwords checked at once and those checked after them, one by one, together make the account's limit.
    let checked = statuses.filter((status) => status === 401).length;
    for (let i = 0; i <= attemptLimits.login.perAccount; i += 1) {
      const response = await login(t.app, victim.email, 'wrong-again', { ip: nextIp() });
      if (response.statusCode === 429) break;
      expect(response.statusCode).toBe(401);
      checked += 1;
    }
    expect(checked).toBe(attemptLimits.login.perAccount);
    expect((await login(t.app, victim.email, victim.password, { ip: nextIp() })).statusCode).toBe(429);
  });

  it('does not count right passwords against the address (an office signs in from one)', async () => {
    const ip = nextIp();
    for (let i = 0; i <= attemptLimits.login.perAddress; i += 1) {
      expect((await login(t.app, account.email, account.password, { ip })).statusCode).toBe(200);
    }
  });

  it('a successful sign-in forgives the account’s earlier failures', async () => {
    const user = await register(t.app);
    for (let i = 0; i < attemptLimits.login.perAccount - 1; i += 1) await login(t.app, user.email, 'wrong-password', { ip: nextIp() });
    expect((await login(t.app, user.email, user.password, { ip: nextIp() })).statusCode).toBe(200);
    for (let i = 0; i < attemptLimits.login.perAccount - 1; i += 1) {
      expect((await login(t.app, user.email, 'wrong-password', { ip: nextIp() })).statusCode).toBe(401);
    }
  });

  it('logout answers ok for a guest too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/Auth/logout/' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ status: 'ok', result: null });
  });

  it('blocks a cross-site sign-in and logout (CSRF)', async () => {
    const cookie = sessionCookie(await login(t.app, account.email, account.password, { ip: nextIp() }));
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login/',
      headers: { origin: 'https://evil.example' },
      payload: { login_type: 'email', login: account.email, password: account.password },
    });
    expect(signIn.statusCode).toBe(403);
    const logout = await t.app.inject({ method: 'POST', url: '/api/Auth/logout/', headers: { cookie, origin: 'https://evil.example' } });
    expect(logout.statusCode).toBe(403);
    expect(body(await getUser(t.app, cookie)).result).toMatchObject({ id: account.id });
  });
});
