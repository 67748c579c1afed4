import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('GET /api/Notifications/isNewsUpdated/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers false while the store has no news, for guests and users', async () => {
    expect(body(await t.app.inject({ method: 'GET', url: '/api/Notifications/isNewsUpdated/' }))).toEqual({ status: 'ok', result: false });
    const account = await register(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/Notifications/isNewsUpdated/', headers: { cookie: account.cookie } });
    expect(body(response)).toEqual({ status: 'ok', result: false });
  });
});
