import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUser, login, register, type TestAccount } from '../../testing/accounts.ts';
import { body, createTestApp, outbox, type TestApp } from '../../testing/test-app.ts';
import { attemptLimits } from './rate-limit.ts';
import { restoreRequestedMessage } from './restore.service.ts';

// The last write of a restore fails on demand, to show that the restore leaves nothing half-done.
const failure = vi.hoisted(() => ({ armed: false }));
vi.mock('../session/session.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../session/session.repository.ts')>();
  return {
    ...actual,
    deleteUserSessions: (...args: Parameters<typeof actual.deleteUserSessions>) =>
      failure.armed ? Promise.reject(new Error('injected write failure')) : actual.deleteUserSessions(...args),
  };
});

describe('password restore by an e-mailed code', () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => `10.1.0.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const requestCode = (email: string, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/Auth/restore/request/', payload: { email }, remoteAddress: ip });
  const confirm = (payload: Record<string, string>, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/Auth/restore/confirm/', payload, remoteAddress: ip });

  async function lastCodeTo(email: string): Promise<string> {
    const message = (await outbox(t)).filter((m) => m.to === email).at(-1);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code e-mailed to ${email}`);
    return code;
  }

  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const account = await register(t.app);
    const before = (await outbox(t)).length;
    const known = await requestCode(account.email.toUpperCase());
    const unknown = await requestCode('nobody@example.ru');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(body(known).result).toEqual({ message: restoreRequestedMessage });
    const sent = (await outbox(t)).slice(before);
    expect(sent.map((m) => m.to)).toEqual([account.email]);
    expect(sent[0]!.subject).toBe('Код для восстановления пароля');
  });

  it('sets the new password with the code, ends old sessions, and the new password signs in', async () => {
    const account: TestAccount = await register(t.app);
    await requestCode(account.email);
    const code = await lastCodeTo(account.email);
    const wrong = await confirm({
      email: account.email,
      code: code === '000000' ? '111111' : '000000',
      password: 'new-pass-1',
      password_confirm: 'new-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).result.fields).toEqual({ code: 'Неверный или устаревший код' });

    const done = await confirm({ email: account.email, code, password: 'new-pass-1', password_confirm: 'new-pass-1' });
    expect(done.statusCode).toBe(200);
    expect(body(await getUser(t.app, account.cookie)).result).toBeNull();
    expect((await login(t.app, account.email, account.password, { ip: nextIp() })).statusCode).toBe(401);
    expect((await login(t.app, account.email, 'new-pass-1', { ip: nextIp() })).statusCode).toBe(200);
    // A code works once.
    const again = await confirm({ email: account.email, code, password: 'new-pass-2', password_confirm: 'new-pass-2' });
    expect(again.statusCode).toBe(400);
  });

  it('keeps the code, the password and the sessions when a later write fails', async () => {
    const account = await register(t.app);
    await requestCode(account.email);
    const attempt = { email: account.email, code: await lastCodeTo(account.email), password: 'new-pass-1', password_confirm: 'new-pass-1' };
    failure.armed = true;
    try {
      expect((await confirm(attempt)).statusCode).toBe(500);
    } finally {
      failure.armed = false;
    }
    expect(body(await getUser(t.app, account.cookie)).result).toMatchObject({ id: account.id });
    expect((await login(t.app, account.email, account.password, { ip: nextIp() })).statusCode).toBe(200);
    expect((await confirm(attempt)).statusCode).toBe(200);
    expect((await login(t.app, account.email, 'new-pass-1', { ip: nextIp() })).statusCode).toBe(200);
  });

  it('counts wrong codes against the account: the right code is refused once the limit is reached', async () => {
    const account = await register(t.app);
    await requestCode(account.email);
    const code = await lastCodeTo(account.email);
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < attemptLimits.restore.perAccount - 1; i += 1) {
      expect((await confirm({ email: account.email, code: wrongCode, password: 'new-pass-1', password_confirm: 'new-pass-1' })).statusCode).toBe(400);
    }
    const late = await confirm({ email: account.email, code, password: 'new-pass-1', password_confirm: 'new-pass-1' });
    expect(late.statusCode).toBe(429);
    expect((await login(t.app, account.email, 'new-pass-1', { ip: nextIp() })).statusCode).toBe(401);
  });

  it('gives an unknown address the same "wrong code" answer', async () => {
    const response = await confirm({ email: 'nobody@example.ru', code: '123456', password: 'new-pass-1', password_confirm: 'new-pass-1' });
    expect(response.statusCode).toBe(400);
    expect(body(response).result.fields).toEqual({ code: 'Неверный или устаревший код' });
  });

  it('validates the payloads with Russian messages', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/Auth/restore/request/', payload: { email: '' } });
    expect(body(empty).result.fields).toEqual({ email: 'Обязательное поле' });
    const bad = await confirm({ email: 'x@example.ru', code: '12ab', password: '123', password_confirm: '321' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).result.fields).toEqual({
      code: 'Некорректный код',
      password: 'Пароль должен содержать не менее 6 символов',
      password_confirm: 'Пароли не совпадают',
    });
    const extra = await t.app.inject({ method: 'POST', url: '/api/Auth/restore/request/', payload: { email: 'x@example.ru', phone: '1' } });
    expect(extra.statusCode).toBe(400);
    expect(body(extra).result.fields).toHaveProperty('phone');
  });

  it('limits restore requests per account and per address with 429', async () => {
    const account = await register(t.app);
    for (let i = 0; i < attemptLimits.restore.perAccount; i += 1) expect((await requestCode(account.email)).statusCode).toBe(200);
    const blocked = await requestCode(account.email.toUpperCase());
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).result.message).toBe('Слишком много попыток восстановления пароля. Попробуйте через 15 минут');

    const ip = nextIp();
    for (let i = 0; i < attemptLimits.restore.perAddress; i += 1) await requestCode(`someone${i}@example.ru`, ip);
    expect((await requestCode('another@example.ru', ip)).statusCode).toBe(429);
  });
});
