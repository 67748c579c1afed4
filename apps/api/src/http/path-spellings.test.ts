import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../testing/accounts.ts';
import { body, createTestApp, type TestApp } from '../testing/test-app.ts';

/** Spec §7 writes some paths without the trailing slash (`/DeliveryAddresses/getList`): both spellings answer alike. */
describe('API paths with and without the trailing slash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 50 });
  });
  afterAll(() => t.close());

  it('answers a GET written without the slash as with it', async () => {
    const withSlash = await t.app.inject({ method: 'GET', url: '/api/Settings/get/' });
    const without = await t.app.inject({ method: 'GET', url: '/api/Settings/get' });
    expect(without.statusCode).toBe(200);
    expect(body(without)).toEqual(body(withSlash));
  });

  it('answers a POST written without the slash, with its validation and session', async () => {
    const account = await register(t.app);
    const refused = await t.app.inject({ method: 'POST', url: '/api/User/update', headers: { cookie: account.cookie }, payload: { FIO: 'Одно' } });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).result.fields).toEqual({ FIO: 'Неверный формат ФИО' });
    const saved = await t.app.inject({ method: 'POST', url: '/api/User/update', headers: { cookie: account.cookie }, payload: { FIO: 'Петров Пётр' } });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).result.FIO).toBe('Петров Пётр');
  });

  it('still answers an unknown path in the envelope, with or without the slash', async () => {
    for (const url of ['/api/Nothing/here', '/api/Nothing/here/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Не найдено' } });
    }
  });
});
