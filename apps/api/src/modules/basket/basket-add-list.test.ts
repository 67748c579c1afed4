import { quickOrderMessages } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { addToBasket, call, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToLine } from './basket-items.repository.ts';

type Items = { id: number; quantity: number }[];

describe('/api/Basket/addList/ (several products at once)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const guest = (): Visitor => ({ cookie: '' });
  const addList = (visitor: Visitor, items: unknown) => call(t.app, visitor, 'POST', 'Basket/addList/', { items });
  const quantities = (basket: { items: { id: number; quantity: number }[] }) => basket.items.map(({ id, quantity }) => [id, quantity]);
  const productIds = async (count: number) =>
    (await t.db.selectFrom('products').select('id').where('order_multiple', '=', 1).orderBy('id').limit(count).execute()).map((row) => row.id);

  it('adds every product to a guest’s session basket, rounding up to multiples and saying so, in one answer', async () => {
    const visitor = guest();
    const [plain, tens] = await Promise.all([seedProduct(t.db), seedProduct(t.db, { orderMultiple: 10 })]);
    const basket = okResult(
      await addList(visitor, [
        { id: plain.id, quantity: 4 },
        { id: tens.id, quantity: 3 },
      ]),
    );
    expect(visitor.cookie).toMatch(/^sid=/);
    expect(quantities(basket)).toEqual([
      [plain.id, 4],
      [tens.id, 10],
    ]);
    expect(basket.notices).toEqual([`«${tens.name}» продаётся кратно 10 ${tens.unit}: количество округлено до 10 ${tens.unit}`]);
    expect(basket.current_basket).toMatchObject({ is_main: true });
    expect(okResult(await getBasket(t.app, visitor))).toEqual({ ...basket, notices: [] });
  });

  it('sums a product listed twice, adds to the line the basket has, and goes to a user’s active basket', async () => {
    const visitor: Visitor = { cookie: (await register(t.app)).cookie };
    const [first, second] = await productIds(2);
    await addToBasket(t.app, visitor, first!, 5);
    const basket = okResult(
      await addList(visitor, [
        { id: second, quantity: 2 },
        { id: first, quantity: 1 },
        { id: second, quantity: 3 },
      ]),
    );
    expect(quantities(basket)).toEqual([
      [first, 6],
      [second, 5],
    ]);
    expect(basket.notices).toEqual([]);

    const created = okResult(await call(t.app, visitor, 'POST', 'Basket/createBasket/', { name: 'Объект' }));
    const named = created.baskets.find((entry: { is_main: boolean }) => !entry.is_main).id;
    okResult(await call(t.app, visitor, 'POST', 'Basket/changeBasket/', { basket_id: named }));
    const active = okResult(await addList(visitor, [{ id: first, quantity: 1 }]));
    expect(active.current_basket.id).toBe(named);
    expect(quantities(active)).toEqual([[first, 1]]);
  });

  it('adds nothing when a product is unknown (404)', async () => {
    const visitor = guest();
    const [kept, other] = await productIds(2);
    await addToBasket(t.app, visitor, kept!, 2);
    const before = okResult(await getBasket(t.app, visitor));
    const response = await addList(visitor, [
      { id: other, quantity: 1 },
      { id: 2_000_000_000, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(404);
    expect(body(response).result.message).toBe('Товар не найден');
    expect(okResult(await getBasket(t.app, visitor))).toEqual(before);
  });

  it('adds nothing when a line would pass 999 999 (422), by itself, summed or with the basket’s line', async () => {
    const visitor = guest();
    const [kept, other] = await productIds(2);
    await addToBasket(t.app, visitor, kept!, 999_000);
    const before = okResult(await getBasket(t.app, visitor));
    for (const items of [
      [
        { id: other!, quantity: 1 },
        { id: kept!, quantity: 1000 },
      ],
      [
        { id: other!, quantity: 600_000 },
        { id: other!, quantity: 400_000 },
      ],
    ] satisfies Items[]) {
      const response = await addList(visitor, items);
      expect(response.statusCode).toBe(422);
      expect(body(response).result.message).toBe('Количество одного товара в корзине — не более 999 999');
    }
    expect(okResult(await getBasket(t.app, visitor))).toEqual(before);
  });

  it('adds nothing when the basket would pass 300 lines (422)', async () => {
    const visitor = guest();
    const ids = await productIds(301);
    const basketId = okResult(await addToBasket(t.app, visitor, ids[0]!)).current_basket.id;
    for (const id of ids.slice(1, 299)) await addToLine(t.db, basketId, id, 1, new Date().toISOString());
    const response = await addList(
      visitor,
      ids.slice(298).map((id) => ({ id, quantity: 1 })),
    );
    expect(response.statusCode).toBe(422);
    expect(body(response).result.message).toBe('В корзине может быть не более 300 товаров');
    expect(okResult(await getBasket(t.app, visitor)).count).toBe(299);
    expect(
      quantities(
        okResult(
          await addList(visitor, [
            { id: ids[299]!, quantity: 1 },
            { id: ids[0]!, quantity: 1 },
          ]),
        ),
      ),
    ).toHaveLength(300);
  });

  it('refuses, by its schema, quantities that are not 1 to 999 999, an empty list, more than 200 items and unknown keys', async () => {
    const visitor = guest();
    const [id] = await productIds(1);
    const refusals: [unknown, Record<string, string>][] = [
      [[{ id, quantity: 0 }], { 'items.0.quantity': 'Количество — целое число от 1 до 999 999' }],
      [[{ id, quantity: -5 }], { 'items.0.quantity': 'Количество — целое число от 1 до 999 999' }],
      [[{ id, quantity: 1.5 }], { 'items.0.quantity': 'Количество — целое число от 1 до 999 999' }],
      [[], { items: quickOrderMessages.nothingChosen }],
      [Array.from({ length: 201 }, () => ({ id, quantity: 1 })), { items: quickOrderMessages.tooManyLines }],
      [[{ id, quantity: 1, price: 1 }], { 'items.0.price': 'Неизвестное поле' }],
    ];
    for (const [items, fields] of refusals) {
      const response = await addList(visitor, items);
      expect(response.statusCode, JSON.stringify(items).slice(0, 80)).toBe(400);
      expect(body(response).result.fields).toEqual(fields);
    }
    expect(okResult(await getBasket(t.app, visitor)).count).toBe(0);
  });
});
