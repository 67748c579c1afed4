import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../testing/test-app.ts';

describe('GET /api/Images/product/{key}.svg (product drawings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const get = (file: string) => t.app.inject({ method: 'GET', url: `/api/Images/product/${file}` });

  it('answers the drawing as SVG, cacheable for good', async () => {
    const response = await get('hex-bolt-10x50.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain('<title>Болт с шестигранной головкой М10×50</title>');
    expect(response.body).not.toMatch(/<script|href=/i);
    const washer = await get('washer-12.svg');
    expect(washer.statusCode).toBe(200);
    expect(washer.body).toContain('<title>Шайба плоская М12</title>');
  });

  it('refuses malformed names and absurd sizes with 400', async () => {
    for (const file of [
      '..%2Fx.svg',
      'hex-bolt-10x50.png',
      'hex-bolt-10x50',
      'Hex-Bolt-10x50.svg',
      'hex-bolt-999x50.svg',
      'hex-bolt-10x9999.svg',
      'hex-bolt-0x50.svg',
      'hex-bolt-10x50.svg.svg',
    ]) {
      const response = await get(file);
      expect(response.statusCode, file).toBe(400);
      expect(body(response), file).toEqual({ status: 'error', result: { message: 'Некорректное имя изображения' } });
    }
    // A path that climbs out is not even routed here.
    expect((await get('../x.svg')).statusCode).not.toBe(200);
  });

  it('answers 404 for a kind there is no drawing for', async () => {
    for (const file of ['sprocket-10.svg', 'constructor-10.svg']) {
      const response = await get(file);
      expect(response.statusCode, file).toBe(404);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Изображение не найдено' } });
    }
  });

  it('is described in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/Images/product/{file}']?.get).toBeDefined();
  });
});
