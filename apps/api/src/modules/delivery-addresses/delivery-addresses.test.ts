import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { call, okResult, type Visitor } from '../../testing/basket.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';

interface Address {
  id: number;
  name: string;
  address: string;
  city: string;
  zip: string;
  is_default: boolean;
}

describe('/api/DeliveryAddresses/…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 100 });
  });
  afterAll(() => t.close());

  const signedIn = async (): Promise<Visitor> => ({ cookie: (await register(t.app)).cookie });
  const list = async (visitor: Visitor) => okResult<Address[]>(await call(t.app, visitor, 'GET', 'DeliveryAddresses/getList/'));
  const add = (visitor: Visitor, payload: object) => call(t.app, visitor, 'POST', 'DeliveryAddresses/add/', payload);
  const update = (visitor: Visitor, payload: object) => call(t.app, visitor, 'POST', 'DeliveryAddresses/update/', payload);
  const remove = (visitor: Visitor, id: unknown) => call(t.app, visitor, 'POST', 'DeliveryAddresses/delete/', { id });
  const office = { name: 'Офис', address: 'ул Бутырская, д 75' };
  const stock = { name: 'Склад', address: 'Варшавское шоссе, д 125', city: 'Москва', zip: '117587' };

  it('adds, lists, changes and deletes a user’s addresses, never cached', async () => {
    const user = await signedIn();
    expect(await list(user)).toEqual([]);
    const [first] = okResult<Address[]>(await add(user, { ...office, name: '  Офис  ' }));
    expect(first).toEqual({ id: expect.any(Number), name: 'Офис', address: 'ул Бутырская, д 75', city: '', zip: '', is_default: false });
    const both = okResult<Address[]>(await add(user, stock));
    expect(both.map((address) => address.name)).toEqual(['Офис', 'Склад']);
    const second = both[1]!;
    expect(second).toMatchObject({ city: 'Москва', zip: '117587', is_default: false });

    const changed = okResult<Address[]>(await update(user, { id: second.id, name: 'Склад №2', address: 'Варшавское шоссе, д 127' }));
    expect(changed[1]).toEqual({ ...second, name: 'Склад №2', address: 'Варшавское шоссе, д 127', city: '', zip: '' });
    expect(okResult<Address[]>(await remove(user, first!.id)).map((address) => address.id)).toEqual([second.id]);
    const response = await call(t.app, user, 'GET', 'DeliveryAddresses/getList/');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps one default per user: marking one unmarks the others, and the default comes first', async () => {
    const user = await signedIn();
    okResult(await add(user, { ...office, is_default: true }));
    let addresses = okResult<Address[]>(await add(user, { ...stock, is_default: true }));
    expect(addresses.map((address) => [address.name, address.is_default])).toEqual([
      ['Склад', true],
      ['Офис', false],
    ]);
    const officeId = addresses.find((address) => address.name === 'Офис')!.id;
    addresses = okResult<Address[]>(await update(user, { id: officeId, ...office, is_default: true }));
    expect(addresses.map((address) => [address.name, address.is_default])).toEqual([
      ['Офис', true],
      ['Склад', false],
    ]);
    // Left out, the mark stays; false takes it away.
    addresses = okResult<Address[]>(await update(user, { id: officeId, ...office, name: 'Главный офис' }));
    expect(addresses[0]).toMatchObject({ name: 'Главный офис', is_default: true });
    addresses = okResult<Address[]>(await update(user, { id: officeId, ...office, is_default: false }));
    expect(addresses.every((address) => !address.is_default)).toBe(true);
    // Deleting the default leaves none.
    addresses = okResult<Address[]>(await update(user, { id: officeId, ...office, is_default: true }));
    addresses = okResult<Address[]>(await remove(user, officeId));
    expect(addresses.map((address) => address.is_default)).toEqual([false]);
  });

  it('keeps each user’s addresses to themselves: another’s id is not found and nothing changes', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const [own] = okResult<Address[]>(await add(owner, { ...office, is_default: true }));
    okResult(await add(other, { ...stock, is_default: true }));
    expect((await list(other)).map((address) => address.name)).toEqual(['Склад']);

    for (const response of [
      await update(other, { id: own!.id, ...stock, is_default: true }),
      await remove(other, own!.id),
      await update(other, { id: 2_000_000_000, ...stock }),
      await remove(other, 2_000_000_000),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(body(response).result.message).toBe('Адрес не найден');
    }
    expect(await list(owner)).toEqual([own]);
    expect((await list(other)).map((address) => [address.name, address.is_default])).toEqual([['Склад', true]]);
  });

  it('answers 401 to guests on every call and stores nothing', async () => {
    const guest: Visitor = { cookie: '' };
    for (const response of [
      await call(t.app, guest, 'GET', 'DeliveryAddresses/getList/'),
      await add(guest, office),
      await update(guest, { id: 1, ...office }),
      await remove(guest, 1),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(body(response).result.message).toBe('Требуется вход в систему');
    }
    expect(guest.cookie).toBe('');
  });

  it('refuses bad input field by field with the modal’s messages, and unknown keys', async () => {
    const user = await signedIn();
    const refusals: [object, string, string][] = [
      [{ address: office.address }, 'name', 'Обязательное поле'],
      [{ name: '   ', address: office.address }, 'name', 'Обязательное поле'],
      [{ name: office.name }, 'address', 'Обязательное поле'],
      [{ ...office, name: 'я'.repeat(101) }, 'name', 'Максимум 100 символов'],
      [{ ...office, address: 'я'.repeat(301) }, 'address', 'Максимум 300 символов'],
      [{ ...office, zip: '12345' }, 'zip', 'Индекс должен содержать 6 цифр'],
      [{ ...office, zip: '12345a' }, 'zip', 'Индекс должен содержать только цифры'],
      [{ ...office, city: 'я'.repeat(101) }, 'city', 'Максимум 100 символов'],
    ];
    for (const [payload, field, message] of refusals) {
      const response = await add(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response).result.fields[field], JSON.stringify(payload)).toBe(message);
    }
    for (const payload of [
      { ...office, user_id: 1 },
      { ...office, is_default: 'yes' },
      { ...office, name: 5 },
    ])
      expect((await add(user, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    for (const id of [0, -1, 1.5, '1', null]) {
      expect((await update(user, { id, ...office })).statusCode, String(id)).toBe(400);
      expect((await remove(user, id)).statusCode, String(id)).toBe(400);
    }
    expect((await update(user, { ...office })).statusCode).toBe(400);
    expect(await list(user)).toEqual([]);
  });

  it('keeps at most 50 addresses per user', async () => {
    const account = await register(t.app);
    const user: Visitor = { cookie: account.cookie };
    const userId = account.id;
    const now = new Date().toISOString();
    await t.db
      .insertInto('delivery_addresses')
      .values(
        Array.from({ length: 49 }, (_, i) => ({
          user_id: userId,
          name: `Адрес ${i}`,
          address: `ул Ленина, д ${i + 1}`,
          city: '',
          zip: '',
          is_default: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect(okResult<Address[]>(await add(user, office))).toHaveLength(50);
    const refused = await add(user, stock);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).result.message).toBe('Можно сохранить не более 50 адресов');
    expect(await list(user)).toHaveLength(50);
  });

  it('keeps one default when a user marks several at once', async () => {
    const user = await signedIn();
    const ids = [] as number[];
    for (const name of ['А', 'Б', 'В', 'Г']) ids.push(okResult<Address[]>(await add(user, { ...office, name })).at(-1)!.id);
    const answers = await Promise.all(ids.map((id) => update(user, { id, ...office, is_default: true })));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await list(user)).filter((address) => address.is_default)).toHaveLength(1);
  });

  it('keeps one default when a user with no addresses yet adds several defaults at once', async () => {
    const user = await signedIn();
    const answers = await Promise.all(['А', 'Б', 'В', 'Г'].map((name) => add(user, { ...office, name, is_default: true })));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const addresses = await list(user);
    expect(addresses).toHaveLength(4);
    expect(addresses.filter((address) => address.is_default)).toHaveLength(1);
  });
});
