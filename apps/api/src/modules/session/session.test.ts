import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUser, login, register, sessionCookie, type TestAccount } from '../../testing/accounts.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type LoginHook, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.ts';

const day = 24 * 60 * 60 * 1000;
const hookCalls: Parameters<LoginHook>[1][] = [];

describe('sessions', () => {
  let t: TestApp;
  let account: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({
      // A stand-in for the guest basket: stores data in the visitor's session.
      routes: (app) => {
        app.onSessionLogin(async (_trx, event) => {
          hookCalls.push(event);
        });
        app.post('/test/guest-data', async (request) => {
          await request.session.set('favourites', [101, 102]);
          return { id: await request.session.id() };
        });
        app.get('/test/session-data', async (request) => ({ data: await request.session.data(), userId: await request.session.userId() }));
      },
    });
    account = await register(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('creates no session for a guest who stores nothing', async () => {
    const response = await getUser(t.app, '');
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ status: 'ok', result: null });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie, Secure only over HTTPS', async () => {
    const plain = await login(t.app, account.email, account.password);
    const header = String(plain.headers['set-cookie']);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${SESSION_IDLE_MS / 1000}`);
    expect(header).not.toContain('Secure');

    const https = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login/',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { login_type: 'email', login: account.email, password: account.password },
    });
    expect(String(https.headers['set-cookie'])).toContain('Secure');
  });

  it('stores only the SHA-256 of the token', async () => {
    const response = await login(t.app, account.email, account.password);
    const token = sessionCookie(response).slice('sid='.length);
    const ids = (await t.db.selectFrom('sessions').select('id').where('user_id', '=', account.id).execute()).map((row) => row.id);
    expect(ids).not.toContain(token);
    expect(ids).toContain(crypto.createHash('sha256').update(token).digest('hex'));
  });

  it('gives a fresh session id at login, ends the guest one and keeps its data', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/test/guest-data' });
    const guestCookie = sessionCookie(guest);
    expect(guestCookie).not.toBe('');
    const guestId = (guest.json() as { id: string }).id;

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login/',
      headers: { cookie: guestCookie },
      payload: { login_type: 'email', login: account.email, password: account.password },
    });
    const userCookie = sessionCookie(signedIn);
    expect(userCookie).not.toBe('');
    expect(userCookie).not.toBe(guestCookie);

    const data = await t.app.inject({ method: 'GET', url: '/test/session-data', headers: { cookie: userCookie } });
    expect(data.json()).toEqual({ data: { favourites: [101, 102] }, userId: account.id });
    // The guest token is dead: a planted (fixated) cookie never becomes a signed-in one.
    expect(body(await getUser(t.app, guestCookie)).result).toBeNull();
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', guestId).executeTakeFirst()).toBeUndefined();
    expect(hookCalls.at(-1)).toMatchObject({ userId: account.id, guestSessionId: guestId, guestData: { favourites: [101, 102] } });
  });

  it('does not carry one user’s session data over to another user signing in on the same browser', async () => {
    const other = await register(t.app);
    const guest = await t.app.inject({ method: 'POST', url: '/test/guest-data' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login/',
      headers: { cookie: sessionCookie(guest) },
      payload: { login_type: 'email', login: account.email, password: account.password },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login/',
      headers: { cookie: sessionCookie(first) },
      payload: { login_type: 'email', login: other.email, password: other.password },
    });
    const data = await t.app.inject({ method: 'GET', url: '/test/session-data', headers: { cookie: sessionCookie(second) } });
    expect(data.json()).toEqual({ data: {}, userId: other.id });
  });

  it('logout deletes the session on the server: the old cookie no longer works', async () => {
    const cookie = sessionCookie(await login(t.app, account.email, account.password));
    expect(body(await getUser(t.app, cookie)).result).toMatchObject({ id: account.id });

    const logout = await t.app.inject({ method: 'POST', url: '/api/Auth/logout/', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^sid=;/);
    expect(body(await getUser(t.app, cookie)).result).toBeNull();
  });

  it('ends a session idle for longer than the idle timeout', async () => {
    const cookie = sessionCookie(await login(t.app, account.email, account.password));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - day);
    expect(body(await getUser(t.app, cookie)).result).toMatchObject({ id: account.id });
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1000);
    const expired = await getUser(t.app, cookie);
    expect(body(expired).result).toBeNull();
    expect(String(expired.headers['set-cookie'])).toMatch(/^sid=;/);
  });

  it('ends a session at the absolute timeout however active it is', async () => {
    const cookie = sessionCookie(await login(t.app, account.email, account.password));
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    // A visit every ten days keeps it from going idle…
    for (let elapsed = 10 * day; elapsed < SESSION_ABSOLUTE_MS; elapsed += 10 * day) {
      vi.setSystemTime(start + elapsed);
      expect(body(await getUser(t.app, cookie)).result).toMatchObject({ id: account.id });
    }
    // …but not past its absolute lifetime.
    vi.setSystemTime(start + SESSION_ABSOLUTE_MS + 1000);
    expect(body(await getUser(t.app, cookie)).result).toBeNull();
  });

  it('ignores a forged or unknown cookie', async () => {
    expect(body(await getUser(t.app, 'sid=not-a-token')).result).toBeNull();
    expect(body(await getUser(t.app, `sid=${crypto.randomBytes(32).toString('base64url')}`)).result).toBeNull();
  });
});
