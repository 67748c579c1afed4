import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { addToBasket, call, createPromocode, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';
import { addToLine } from './basket-items.repository.ts';

/** The specifications page's calls: any one of the user's baskets whole, and copying lines between them. */
describe('/api/Basket/getBasket/ and /api/Basket/copyItems/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const user = async (): Promise<Visitor> => ({ cookie: (await register(t.app)).cookie });
  const create = async (visitor: Visitor, name: string) =>
    okResult(await call(t.app, visitor, 'POST', 'Basket/createBasket/', { name })).baskets.at(-1).id as number;
  const makeActive = (visitor: Visitor, basketId: number) => call(t.app, visitor, 'POST', 'Basket/changeBasket/', { basket_id: basketId });
  const read = (visitor: Visitor, basketId: number | string) => call(t.app, visitor, 'GET', `Basket/getBasket/?basket_id=${basketId}`);
  const copy = (visitor: Visitor, from: number, to: number) => call(t.app, visitor, 'POST', 'Basket/copyItems/', { from_basket_id: from, to_basket_id: to });
  const quantities = (basket: { items: { id: number; quantity: number }[] }) => Object.fromEntries(basket.items.map((item) => [item.id, item.quantity]));

  /** A user with two products in the main basket and one of them in a second basket, the main one active. */
  async function twoBaskets() {
    const visitor = await user();
    const bolt = await seedProduct(t.db, { type: 'Болт' });
    const nut = await seedProduct(t.db, { type: 'Гайка' });
    const main = okResult(await addToBasket(t.app, visitor, bolt.id, 2)).current_basket.id as number;
    await addToBasket(t.app, visitor, nut.id, 1);
    const second = await create(visitor, 'Объект на Лесной');
    await makeActive(visitor, second);
    await addToBasket(t.app, visitor, bolt.id, 3);
    await makeActive(visitor, main);
    return { visitor, bolt, nut, main, second };
  }

  it('answers any of the user’s baskets whole, priced and with its promo code, not only the active one', async () => {
    const { visitor, bolt, nut, main, second } = await twoBaskets();
    const code = await createPromocode(t.db);
    await call(t.app, visitor, 'POST', 'Promocode/apply/', { code });

    const active = okResult(await getBasket(t.app, visitor));
    expect(okResult(await read(visitor, main))).toEqual(active);
    expect(active.promocode_info).toMatchObject({ code, applied: true });

    const other = okResult(await read(visitor, second));
    expect(other).toMatchObject({ count: 1, current_basket: { id: second, name: 'Объект на Лесной', is_main: false }, promocode_info: null, notices: [] });
    expect(quantities(other)).toEqual({ [bolt.id]: 3 });
    expect(other.items[0]).toMatchObject({ price: bolt.price, sum_price: bolt.price * 3, measure: bolt.unit });
    // Reading another basket leaves the active one as it was.
    expect(quantities(okResult(await getBasket(t.app, visitor)))).toEqual({ [bolt.id]: 2, [nut.id]: 1 });
  });

  it('refuses a guest, a bad id and another user’s basket', async () => {
    const { main } = await twoBaskets();
    const intruder = await user();
    await addToBasket(t.app, intruder, (await seedProduct(t.db)).id, 1);

    const foreign = await read(intruder, main);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).result.message).toBe('Корзина не найдена');
    expect((await read({ cookie: '' }, main)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '1.5', '']) {
      const response = await read(intruder, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(body(response).result.fields).toEqual({ basket_id: 'Некорректный идентификатор' });
    }
  });

  it('copies lines into another basket: a product already there adds up, the source stays', async () => {
    const { visitor, bolt, nut, main, second } = await twoBaskets();
    const answer = okResult(await copy(visitor, main, second));
    expect(answer.baskets.map((basket: { id: number; count: number }) => [basket.id, basket.count])).toEqual([
      [main, 2],
      [second, 2],
    ]);
    expect(answer.basket.current_basket.id).toBe(main);
    expect(quantities(okResult(await read(visitor, second)))).toEqual({ [bolt.id]: 5, [nut.id]: 1 });
    expect(quantities(okResult(await read(visitor, main)))).toEqual({ [bolt.id]: 2, [nut.id]: 1 });
  });

  it('answers 404 for another user’s basket on either side and changes nothing', async () => {
    const owner = await twoBaskets();
    const intruder = await twoBaskets();
    const before = [okResult(await read(owner.visitor, owner.main)), okResult(await read(owner.visitor, owner.second))];
    const intruderBefore = okResult(await read(intruder.visitor, intruder.second));
    for (const [from, to] of [
      [owner.main, intruder.second],
      [intruder.main, owner.second],
      [owner.main, owner.second],
    ] as const) {
      const response = await copy(intruder.visitor, from, to);
      expect(response.statusCode).toBe(404);
      expect(body(response).result.message).toBe('Корзина не найдена');
    }
    expect([okResult(await read(owner.visitor, owner.main)), okResult(await read(owner.visitor, owner.second))]).toEqual(before);
    expect(okResult(await read(intruder.visitor, intruder.second))).toEqual(intruderBefore);
    expect((await copy({ cookie: '' }, owner.main, owner.second)).statusCode).toBe(401);
  });

  it('refuses to copy a basket into itself', async () => {
    const { visitor, main } = await twoBaskets();
    const response = await copy(visitor, main, main);
    expect(response.statusCode).toBe(422);
    expect(body(response).result.message).toBe('Выберите другую корзину, чтобы скопировать в неё товары');
  });

  it('copies nothing when a line would pass 999 999 units or the basket 300 lines', async () => {
    const { visitor, bolt, main, second } = await twoBaskets();
    await addToBasket(t.app, visitor, bolt.id, 999_997);
    const tooMuch = await copy(visitor, main, second);
    expect(tooMuch.statusCode).toBe(422);
    expect(body(tooMuch).result.message).toBe('Количество одного товара в корзине — не более 999 999');
    expect(okResult(await read(visitor, second)).count).toBe(1);

    const crowded = await create(visitor, 'Склад');
    const others = await t.db.selectFrom('products').select('id').where('id', '!=', bolt.id).orderBy('id', 'desc').limit(300).execute();
    for (const { id } of others) await addToLine(t.db, crowded, id, 1, new Date().toISOString());
    const tooMany = await copy(visitor, second, crowded);
    expect(tooMany.statusCode).toBe(422);
    expect(body(tooMany).result.message).toBe('В корзине может быть не более 300 товаров');
    expect(okResult(await read(visitor, crowded)).count).toBe(300);
  });

  it('is refused while several baskets are off in the settings', async () => {
    const { visitor, main, second } = await twoBaskets();
    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, basket: { ...settings.basket, multi_enabled: false } });
    try {
      const refused = await copy(visitor, main, second);
      expect(refused.statusCode).toBe(403);
      expect(body(refused).result.message).toBe('Несколько корзин отключены в настройках магазина');
    } finally {
      await saveSettings(t.db, settings);
    }
  });
});
