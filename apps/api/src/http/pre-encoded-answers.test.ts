import { isDeepStrictEqual } from 'node:util';
import { okEnvelope } from '@store/contracts';
import { type EndpointKey, endpoints } from '@store/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, call, createPromocode, okResult, seedProduct, type Visitor } from '../testing/basket.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { registeredPreEncodedEndpoints } from './endpoint.ts';

/** What a sample request may use: a visitor whose basket has two lines and a promo code. */
interface BasketState {
  visitor: Visitor;
  /** A product sold in multiples of 10, so an add of 3 is rounded up and the answer carries a notice. */
  multipleOfTen: number;
  keptLine: number;
  spareLine: number;
}

type SampleRequest = { query?: Record<string, unknown>; body?: Record<string, unknown> };

/**
 * Requests for endpoints whose documented example is not enough (it names another visitor's line); any other
 * pre-encoded endpoint is called with its documented example.
 */
const samples: Partial<Record<EndpointKey, (state: BasketState) => SampleRequest>> = {
  'POST /Basket/add/': (state) => ({ body: { id: state.multipleOfTen, quantity: 3 } }),
  'POST /Basket/addList/': (state) => ({ body: { items: [{ id: state.multipleOfTen, quantity: 3 }] } }),
  'POST /Basket/setQuantity/': (state) => ({ body: { bid: state.keptLine, quantity: 20 } }),
  'POST /Basket/remove/': (state) => ({ body: { bids: [state.spareLine] } }),
};

/** Why an answer is not what the map declares: schema issues, or keys the schema does not know (parsing drops them). */
function drift(key: EndpointKey, answer: unknown): string[] {
  const parsed = okEnvelope(endpoints[key].answer).safeParse(answer);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return isDeepStrictEqual(parsed.data, answer) ? [] : ['the answer has keys its schema does not declare'];
}

/**
 * Pre-encoded answers (sendCachedOk, sendOk) skip Fastify's serializer, which checks every other answer against the
 * endpoint map: each of them is checked here instead, on a state that fills their optional parts.
 */
describe('pre-encoded answers', () => {
  let t: TestApp;
  let state: BasketState;

  beforeAll(async () => {
    t = await createTestApp();
    const visitor: Visitor = { cookie: '' };
    const [first, second, multipleOfTen] = await Promise.all([
      seedProduct(t.db, { type: 'Болт' }),
      seedProduct(t.db, { type: 'Гайка' }),
      seedProduct(t.db, { orderMultiple: 10 }),
    ]);
    await addToBasket(t.app, visitor, first.id, 2);
    const basket = okResult(await addToBasket(t.app, visitor, second.id, 1));
    okResult(await call(t.app, visitor, 'POST', 'Promocode/apply/', { code: await createPromocode(t.db) }));
    const lineOf = (productId: number) => basket.items.find((line: { id: number }) => line.id === productId).bid as number;
    state = { visitor, multipleOfTen: multipleOfTen.id, keptLine: lineOf(first.id), spareLine: lineOf(second.id) };
  });
  afterAll(() => t.close());

  it('match the endpoint map exactly, for every endpoint that sends them', async () => {
    const registered = [...registeredPreEncodedEndpoints()];
    expect(registered.map(([key]) => key)).toEqual(expect.arrayContaining(['GET /Catalog/getSection/', 'GET /Search/getResults/', 'GET /Basket/get/']));
    for (const [key, { example }] of registered) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const request = samples[key]?.(state) ?? (method === 'GET' ? { query: example } : { body: example });
      const response = await t.app.inject({
        method,
        url: `/api${path}`,
        headers: { cookie: state.visitor.cookie },
        ...(request.query && { query: Object.fromEntries(Object.entries(request.query).map(([name, value]) => [name, String(value)])) }),
        ...(request.body && { payload: request.body }),
      });
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
      expect(drift(key, response.json()), key).toEqual([]);
    }
  });

  it('are told apart from a drifted answer', async () => {
    const answer = (await t.app.inject({ url: '/api/Basket/get/', headers: { cookie: state.visitor.cookie } })).json();
    expect(answer.result.promocode_info).not.toBeNull();
    expect(drift('GET /Basket/get/', answer)).toEqual([]);
    expect(drift('GET /Basket/get/', { ...answer, result: { ...answer.result, count: 'two' } })).toHaveLength(1);
    expect(drift('GET /Basket/get/', { ...answer, result: { ...answer.result, undeclared: true } })).toEqual([
      'the answer has keys its schema does not declare',
    ]);
  });
});
