import { describe, expect, it } from 'vitest';
import { requestApiMiddleware } from '~/api/request-api.server';
import { contextWithApi } from '~/testing/request-context';
import { deliveryAddressAction, panelFromUrl, readDeliveryAddresses } from './delivery-addresses.server';

const saved = [{ id: 1, name: 'Офис', address: 'ул Бутырская, д 75', city: 'Москва', zip: '127015', is_default: true }];

/** The page's loader data, with the API answering the settings (the section on or off) and the buyer's addresses. */
async function read(deliveryAddresses: boolean) {
  const apiFetch = (async (input: RequestInfo | URL) => {
    const result = String(input).endsWith('/Settings/get/') ? { city: 'Москва', profile: { delivery_addresses: deliveryAddresses } } : saved;
    return new Response(JSON.stringify({ status: 'ok', result }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const context = contextWithApi(apiFetch);
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

/** The page's action on a posted form, with the API answering by `answer` and every call it got recorded. */
async function post(fields: Record<string, string>, answer: (path: string, body: Record<string, unknown>) => { status: number; result: unknown }) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^.*\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const { status, result } = answer(path, body);
    return new Response(JSON.stringify({ status: status === 200 ? 'ok' : 'error', result }), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const context = contextWithApi(apiFetch);
  const request = new Request('http://shop.test/profile/delivery-addresses/?add=1', {
    method: 'POST',
    headers: { cookie: 'sid=abc', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  let outcome: unknown;
  await requestApiMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: '/profile/delivery-addresses/' } as never, async () => {
    outcome = await deliveryAddressAction({ request, context }).catch((thrown: unknown) => thrown);
    return new Response('page');
  });
  return { outcome: outcome as { status?: number; headers?: Headers; data?: unknown; init?: { status: number } }, calls };
}

const ok = (result: unknown = saved) => ({ status: 200, result });

describe('deliveryAddressAction (the page without scripts)', () => {
  it('adds an address from the plain form (the ticked box is is_default) and goes back to the list', async () => {
    const { outcome, calls } = await post({ intent: 'add', name: 'Склад', address: 'ул Складочная, д 1', zip: '', city: 'Москва', is_default: 'on' }, () =>
      ok(),
    );
    expect([outcome.status, outcome.headers?.get('Location')]).toEqual([302, '/profile/delivery-addresses/']);
    expect(calls).toEqual([
      { path: '/DeliveryAddresses/add/', body: { name: 'Склад', address: 'ул Складочная, д 1', zip: '', city: 'Москва', is_default: true } },
    ]);
  });

  it('refuses a form without an address: the form comes back with the message and what was typed, nothing sent', async () => {
    const { outcome, calls } = await post({ intent: 'add', name: 'Склад', address: '', zip: '', city: 'Москва' }, () => ok());
    expect(outcome).toMatchObject({
      init: { status: 400 },
      data: { panel: { kind: 'add' }, failure: { fieldErrors: { address: 'Обязательное поле' }, values: { name: 'Склад', address: '' } } },
    });
    expect(calls).toEqual([]);
  });

  it('changes an address by its id; an unticked box sends is_default false', async () => {
    const { calls } = await post({ intent: 'update', id: '1', name: 'Офис', address: 'ул Бутырская, д 77', zip: '127015', city: 'Москва' }, () => ok());
    expect(calls.map((call) => call.body)).toEqual([{ id: 1, name: 'Офис', address: 'ул Бутырская, д 77', zip: '127015', city: 'Москва', is_default: false }]);
  });

  it('makes an address the default one with its saved fields, and deletes one', async () => {
    const made = await post({ intent: 'default', id: '1' }, () => ok());
    expect(made.calls.map((call) => call.path)).toEqual(['/DeliveryAddresses/getList/', '/DeliveryAddresses/update/']);
    expect(made.calls[1]!.body).toEqual({ id: 1, name: 'Офис', address: 'ул Бутырская, д 75', city: 'Москва', zip: '127015', is_default: true });
    const deleted = await post({ intent: 'delete', id: '1' }, () => ok([]));
    expect(deleted.calls).toEqual([{ path: '/DeliveryAddresses/delete/', body: { id: 1 } }]);
    expect(deleted.outcome.status).toBe(302);
  });

  it('shows the API’s refusal of a delete in the page', async () => {
    const { outcome } = await post({ intent: 'delete', id: '9' }, () => ({ status: 404, result: { message: 'Адрес не найден' } }));
    expect(outcome).toMatchObject({ init: { status: 404 }, data: { panel: { kind: 'delete', id: 9 }, failure: { formError: 'Адрес не найден' } } });
  });
});

describe('panelFromUrl', () => {
  it('opens the add, edit or delete form the address asks for, and none for anything else', () => {
    const panel = (search: string) => panelFromUrl(new URL(`http://shop.test/profile/delivery-addresses/${search}`));
    expect(panel('?add=1')).toEqual({ kind: 'add' });
    expect(panel('?edit=5')).toEqual({ kind: 'edit', id: 5 });
    expect(panel('?delete=7')).toEqual({ kind: 'delete', id: 7 });
    expect(panel('')).toBeNull();
    expect(panel('?edit=abc')).toBeNull();
    expect(panel('?delete=-1')).toBeNull();
  });
});
