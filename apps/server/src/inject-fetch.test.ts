import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { injectFetch } from './inject-fetch.ts';

describe('injectFetch', () => {
  const app = Fastify({ trustProxy: 'loopback' });
  app.post('/api/echo', async (request) => ({
    ip: request.ip,
    protocol: request.protocol,
    host: request.host,
    body: request.body,
    cookie: request.headers.cookie ?? null,
  }));
  app.get('/api/empty', async (_request, reply) => reply.status(204).send());
  afterAll(() => app.close());

  it('answers like fetch and names the visitor to the API, whatever the loader sent', async () => {
    const fetchAsVisitor = injectFetch(app, { ip: '198.51.100.7', protocol: 'https', host: 'shop.example:8443' });
    const answer = await fetchAsVisitor('http://store.internal/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=1', 'x-forwarded-for': '6.6.6.6' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ip: '198.51.100.7', protocol: 'https', host: 'shop.example:8443', body: { a: 1 }, cookie: 'sid=1' });
  });

  it('without a visitor (server-side image reads) the request is the server itself', async () => {
    const answer = await injectFetch(app)('http://store.internal/api/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(((await answer.json()) as { ip: string }).ip).toBe('127.0.0.1');
    expect((await injectFetch(app)('http://store.internal/api/empty')).status).toBe(204);
  });
});
