import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, uniquePhone } from '../testing/accounts.ts';
import { body, createTestApp, type TestApp } from '../testing/test-app.ts';

/** A 500 must not leak this text, the stack or the file it came from. */
const secret = 'connection refused to db-internal.example:5432 (password=hunter2)';

describe('HTTP foundation: security, errors, compression, health, OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      routes: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error(secret);
        });
        app.get('/api/test/visitor', async (request) => ({ ip: request.ip, protocol: request.protocol }));
      },
    });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For only from this machine (the page server), never from a visitor', async () => {
    const visitor = (remoteAddress: string) =>
      t.app
        .inject({ url: '/api/test/visitor', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' } })
        .then((r) => r.json());
    expect(await visitor('127.0.0.1')).toEqual({ ip: '198.51.100.7', protocol: 'https' });
    expect(await visitor('203.0.113.9')).toEqual({ ip: '203.0.113.9', protocol: 'http' });
  });

  const registration = () => {
    const email = uniqueEmail('csrf');
    return {
      email,
      payload: { user_type: 'contact', email, phone: uniquePhone(), FIO: 'Иванов Иван Иванович', password: 'secret-42', password_confirm: 'secret-42' },
    };
  };
  const userExists = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;

  describe('security headers', () => {
    it('sends API answers a CSP that allows no inline script (only a rendered page gets a nonce) and the usual hardening headers', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/Settings/get/' });
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('nonce-');
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('sends them on error answers too', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/No/such/' });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('CSRF guard on state-changing requests', () => {
    it('answers 403 to a foreign Origin and registers nobody', async () => {
      const { email, payload } = registration();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/registration/',
        headers: { host: 'shop.example', origin: 'https://evil.example' },
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Запрос с другого сайта отклонён' } });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await userExists(email)).toBe(false);
    });

    it('answers 403 to Sec-Fetch-Site: cross-site even without an Origin', async () => {
      const { email, payload } = registration();
      const response = await t.app.inject({ method: 'POST', url: '/api/Auth/registration/', headers: { 'sec-fetch-site': 'cross-site' }, payload });
      expect(response.statusCode).toBe(403);
      expect(body(response).status).toBe('error');
      expect(body(response).result.message).toMatch(/[а-я]/i);
      expect(await userExists(email)).toBe(false);
    });

    it('lets a same-origin post through', async () => {
      const { email, payload } = registration();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/registration/',
        headers: { host: 'shop.example', origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(await userExists(email)).toBe(true);
    });

    it('compares the Origin with the forwarded host and protocol behind a proxy', async () => {
      const { email, payload } = registration();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/registration/',
        headers: { host: 'app:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https', origin: 'https://shop.example' },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(await userExists(email)).toBe(true);
    });

    it('does not guard reads', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/Settings/get/',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('error envelope', () => {
    it('answers 413 in the envelope to a JSON body over the limit', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/login/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ login_type: 'email', login: 'a@example.ru', password: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(response.statusCode).toBe(413);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Слишком большой запрос' } });
    });

    it('answers 404 in the envelope to an unknown API path, whatever the method', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url: '/api/Nothing/here/' });
        expect(response.statusCode, method).toBe(404);
        expect(body(response), method).toEqual({ status: 'error', result: { message: 'Не найдено' } });
      }
    });

    it('rejects unknown keys in a body with 400 and names them', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/login/',
        payload: { login_type: 'email', login: 'a@example.ru', password: 'secret-42', is_admin: true },
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).status).toBe('error');
      expect(body(response).result.fields).toHaveProperty('is_admin');
    });

    it('rejects unknown keys in a query with 400 and names them', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/Content/getPage/?slug=about&debug=1' });
      expect(response.statusCode).toBe(400);
      expect(body(response).result.fields).toHaveProperty('debug');
    });

    it('answers 400 in the envelope to malformed JSON, without parser details', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"login_type": "email", "login": ',
      });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Некорректный запрос' } });
    });

    it('names unknown keys with a short message each, and at most 20 of them', async () => {
      const few = await t.app.inject({ method: 'GET', url: '/api/Content/getPage/?slug=about&debug=1&constructor=x' });
      expect(body(few).result.fields).toEqual({ debug: 'Неизвестное поле', constructor: 'Неизвестное поле' });
      const keys = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`key${i}`, i]));
      const many = await t.app.inject({ method: 'POST', url: '/api/Webform/sendMessage/', payload: { form_name: 'CALLBACK', ...keys } });
      expect(many.statusCode).toBe(400);
      expect(Object.keys(body(many).result.fields)).toHaveLength(20);
      expect(many.body.length).toBeLessThan(2000);
    });

    it('refuses a NUL character with 400 on both databases', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/Catalog/getProduct/?code=bolt%00' });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({
        status: 'error',
        result: { message: 'Проверьте правильность заполнения полей', fields: { code: 'Недопустимый символ' } },
      });
    });

    it('answers 415 to a text/plain body, the kind a cross-site form can send', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/Auth/logout/', headers: { 'content-type': 'text/plain' }, payload: '{}' });
      expect(response.statusCode).toBe(415);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Неподдерживаемый тип содержимого' } });
    });

    it('answers 400 in the envelope to a broken percent-encoding in the path', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/Images/product/%E0%A4%A.svg' });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Некорректный запрос' } });
    });

    it('hides the internals of a 500', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(response.statusCode).toBe(500);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Внутренняя ошибка сервера' } });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('security.test');
    });
  });

  it('compresses large JSON answers with brotli when asked', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/Section/getCatalogCategories/' });
    const response = await t.app.inject({ method: 'GET', url: '/api/Section/getCatalogCategories/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('answers the health check while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document with the spec §7 paths the API serves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    const gets = [
      '/api/Settings/get/',
      '/api/User/get/',
      '/api/Content/getRegistration/',
      '/api/Content/getHeader/',
      '/api/Content/getFooter/',
      '/api/Section/getCatalogCategories/',
      '/api/Notifications/isNewsUpdated/',
    ];
    const posts = [
      '/api/Auth/login/',
      '/api/Auth/logout/',
      '/api/Auth/registration/',
      '/api/User/update/',
      '/api/User/updateEmail/',
      '/api/User/updateOrganization/',
      '/api/Webform/sendMessage/',
    ];
    for (const path of gets) expect(paths[path]?.get, path).toBeDefined();
    for (const path of posts) expect(paths[path]?.post, path).toBeDefined();
    expect(paths['/healthz'], 'hidden route').toBeUndefined();
    expect(
      Object.keys(paths).filter((path) => path.includes('*')),
      'the catch-all is no endpoint',
    ).toEqual([]);
  });
});
