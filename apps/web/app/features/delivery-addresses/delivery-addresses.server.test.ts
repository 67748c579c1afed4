import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestApiMiddleware } from '~/api/request-api.server';
import { requestContext } from '~/context';
import { readDeliveryAddresses } from './delivery-addresses.server';

const saved = [{ id: 1, name: 'Офис', address: 'ул Бутырская, д 75', city: 'Москва', zip: '127015', is_default: true }];

/** The page's loader data, with the API answering the settings (the section on or off) and the buyer's addresses. */
async function read(deliveryAddresses: boolean) {
  const apiFetch = (async (input: RequestInfo | URL) => {
    const result = String(input).endsWith('/Settings/get/') ? { city: 'Москва', profile: { delivery_addresses: deliveryAddresses } } : saved;
    return new Response(JSON.stringify({ status: 'ok', result }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const context = new RouterContextProvider();
  context.set(requestContext, {
    apiFetch,
    dataVersions: () => ({ catalog: 1, content: 1, stock: 1 }),
    dataSettled: () => true,
    nonce: '',
    site: { publicUrl: undefined, showcase: true },
  });
  const request = new Request('http://shop.test/profile/delivery-addresses/', { headers: { cookie: 'sid=abc' } });
  let answer: unknown;
  await requestApiMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: '/profile/delivery-addresses/' } as never, async () => {
    answer = await readDeliveryAddresses(context).catch((thrown: unknown) => thrown);
    return new Response('page');
  });
  return answer;
}

describe('readDeliveryAddresses', () => {
  it("answers the buyer's addresses and the store's city while the section is on", async () => {
    expect(await read(true)).toEqual({
      addresses: [{ id: 1, name: 'Офис', address: 'ул Бутырская, д 75', city: 'Москва', zip: '127015', isDefault: true }],
      city: 'Москва',
    });
  });

  it('is a 404 page while the section is off', async () => {
    expect(await read(false)).toMatchObject({ init: { status: 404 } });
  });
});
