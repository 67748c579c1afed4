import fs from 'node:fs/promises';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { body, createTestApp, type TestApp, testOperatorToken } from '../../testing/test-app.ts';
import { clientTypesFile, clientTypesOf } from './client-types.ts';

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string; description: string }> };
}

/** Redocly's recommended rules, all as errors, with the project's few deliberate exceptions. */
const lintConfig = createConfig({
  extends: ['recommended-strict'],
  rules: {
    // The spec's paths end with a slash (/api/Basket/get/), and clients call them so.
    'no-path-trailing-slash': 'off',
    // The store's own API is not published under a licence.
    'info-license': 'off',
    // Stricter than recommended: every operation says what it does and sits in exactly one declared domain tag.
    'operation-description': 'error',
    'operation-tag-defined': 'error',
    'operation-singular-tag': 'error',
  },
});

describe('OpenAPI document (/api/docs/json)', () => {
  let t: TestApp;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      routes(app) {
        // What the server adds around the API, and a hidden API route: none of them is an operation.
        app.get('/catalog/*', async () => 'page');
        app.get('/_img/w:width/*', async () => 'image');
        app.get('/api/Internal/hidden/', { schema: { hide: true, querystring: z.strictObject({}) } }, async () => 'hidden');
      },
    });
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it("passes Redocly's recommended rules: every $ref resolves, every operation has a summary, tag, id and 4xx answer", async () => {
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config: await lintConfig });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  it('names the recursive category tree as a component it defines', () => {
    const categories = document.paths['/api/Section/getCatalogCategories/']!.get!;
    expect(JSON.stringify(categories.responses['200'])).toContain('"$ref":"#/components/schemas/MenuCategory"');
    expect(JSON.stringify((document.components as { schemas?: object }).schemas)).toContain('"MenuCategory"');
  });

  it('lists the API alone: no pages, images, health check, catch-all, docs or hidden aliases', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((path) => path.includes('*') || path.startsWith('/api/docs'))).toEqual([]);
    expect(paths).toContain('/api/Settings/get/');
    expect(paths).not.toContain('/api/Internal/hidden/');
    // The spelling without the trailing slash answers too (the router ignores it) but is not a second operation.
    expect(paths.filter((path) => !path.endsWith('/') && !path.endsWith('{file}'))).toEqual([]);
  });

  it('documents the cookie session and the Origin rule as the security scheme', () => {
    const scheme = document.components.securitySchemes.session!;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    expect(scheme.description).toContain('Origin');
    expect(scheme.description).toContain('«Запрос с другого сайта отклонён»');
    const profileUpdate = document.paths['/api/User/update/']!.post!;
    expect(profileUpdate.security).toEqual([{ session: [] }]);
    expect(profileUpdate.responses['401']?.description).toContain('«Требуется вход в систему»');
  });

  it('gives every error answer the envelope and every POST the Origin refusal', () => {
    for (const { path, method, operation } of operations()) {
      expect(operation.responses.default, `${method} ${path}`).toEqual({ $ref: '#/components/responses/Error' });
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '200' || status === 'default') continue;
        expect(response.content?.['application/json']?.schema, `${method} ${path} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
        expect(response.description, `${method} ${path} ${status}`).toMatch(/Сообщени[ея]: «/);
      }
      if (method === 'post') expect(operation.responses['403']?.description, path).toContain('«Запрос с другого сайта отклонён»');
    }
    expect(document.paths['/api/Auth/login/']!.post!.responses['401']?.description).toContain('«Неверный логин или пароль»');
  });

  it('answers an unknown query parameter of every GET operation with the documented 400', async () => {
    // Signed in and with the operator's token: their operations refuse a caller without them before they look at the query.
    const { cookie } = await register(t.app);
    const authorization = `Bearer ${testOperatorToken}`;
    for (const { path, method } of operations().filter((entry) => entry.method === 'get')) {
      const url = `${path.replace('{file}', 'hex-bolt-10x50.svg').replace('{id}', '1')}?unexpected=1`;
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie, authorization } });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(body(response).result.fields, url).toHaveProperty('unexpected');
    }
  });

  it('matches the committed client types (run `npm run openapi` after changing a route)', async () => {
    expect(await clientTypesOf(document), 'apps/api/openapi/api.d.ts is stale: run `npm run openapi`').toBe(await fs.readFile(clientTypesFile, 'utf8'));
  });
});
