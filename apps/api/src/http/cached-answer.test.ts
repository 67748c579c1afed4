import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOk } from './cached-answer.ts';

/** Answers of every size pass through one encoding buffer (cached-answer.ts): each must decode to its own JSON. */
describe('sendOk', () => {
  const app = Fastify();
  app.get('/answer/:lines', (request, reply) => {
    const lines = Number((request.params as { lines: string }).lines);
    return sendOk(request, reply, { items: Array.from({ length: lines }, (_, i) => ({ id: i, name: `Болт DIN 933 М${i}×40, цинк` })) });
  });
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, identity: (bytes: Buffer) => bytes } as const;

  it('answers each size whole, one after another, in every encoding', async () => {
    // A long answer, a short one after it (no bytes of the long one may follow), and one past the shared buffer.
    for (const lines of [3_000, 2, 20_000]) {
      const expected = JSON.stringify({
        status: 'ok',
        result: { items: Array.from({ length: lines }, (_, i) => ({ id: i, name: `Болт DIN 933 М${i}×40, цинк` })) },
      });
      for (const [encoding, decode] of Object.entries(decoders)) {
        const response = await app.inject({ url: `/answer/${lines}`, headers: { 'accept-encoding': encoding } });
        expect(response.headers['content-encoding'] ?? 'identity').toBe(encoding);
        expect(decode(response.rawPayload).toString()).toBe(expected);
      }
    }
  });
});
