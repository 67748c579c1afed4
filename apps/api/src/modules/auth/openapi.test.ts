import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('describes the account routes from their zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> }).paths;
    for (const path of [
      '/api/Auth/login/',
      '/api/Auth/logout/',
      '/api/Auth/registration/',
      '/api/Auth/restore/request/',
      '/api/Auth/restore/confirm/',
      '/api/User/update/',
      '/api/User/updateEmail/',
      '/api/User/confirmEmail/',
      '/api/User/updateOrganization/',
      '/api/Webform/sendMessage/',
    ]) {
      expect(paths[path]?.post, path).toBeDefined();
    }
    expect(paths['/api/Auth/registration/']!.post!.requestBody).toBeDefined();
    for (const path of ['/api/User/get/', '/api/Content/getRegistration/', '/api/Notifications/isNewsUpdated/']) {
      expect(paths[path]?.get, path).toBeDefined();
    }
  });
});
