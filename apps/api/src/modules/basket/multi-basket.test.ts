import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { addToBasket, call, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';

describe('/api/Basket/… several baskets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const user = async (): Promise<Visitor> => ({ cookie: (await register(t.app)).cookie });
  const list = async (visitor: Visitor) => okResult(await call(t.app, visitor, 'GET', 'Basket/getMultiBaskets/'));
  const create = (visitor: Visitor, payload: object) => call(t.app, visitor, 'POST', 'Basket/createBasket/', payload);
  const update = (visitor: Visitor, payload: object) => call(t.app, visitor, 'POST', 'Basket/updateBasket/', payload);
  const remove = (visitor: Visitor, basketId: number) => call(t.app, visitor, 'POST', 'Basket/deleteBasket/', { basket_id: basketId });
  const change = (visitor: Visitor, basketId: number) => call(t.app, visitor, 'POST', 'Basket/changeBasket/', { basket_id: basketId });

  it('creates named baskets with a colour from the list, answering every basket and the active one', async () => {
    const visitor = await user();
    const answer = okResult(await create(visitor, { name: '  Объект на Лесной ', description: 'Монтаж фасада' }));
    expect(answer.baskets).toEqual([
      { id: expect.any(Number), name: 'Основная корзина', description: '', count: 0, price: 0, is_main: true, is_active: true, color: 'primary' },
      {
        id: expect.any(Number),
        name: 'Объект на Лесной',
        description: 'Монтаж фасада',
        count: 0,
        price: 0,
        is_main: false,
        is_active: false,
        color: 'secondary',
      },
    ]);
    expect(answer.basket.current_basket).toMatchObject({ is_main: true });
    const teal = okResult(await create(visitor, { name: 'Склад', color: 'teal' }));
    expect(teal.baskets[2]).toMatchObject({ name: 'Склад', color: 'teal', description: '' });
    expect(await list(visitor)).toEqual(teal.baskets);
  });

  it('checks the name (1–100 characters) and the colour', async () => {
    const visitor = await user();
    const cases: [object, Record<string, string>][] = [
      [{ name: '   ' }, { name: 'Обязательное поле' }],
      [{}, { name: 'Обязательное поле' }],
      [{ name: 'я'.repeat(101) }, { name: 'Максимум 100 символов' }],
      [{ name: 'Корзина', color: 'red' }, { color: 'Выберите цвет из списка' }],
      [{ name: 'Корзина', description: 'я'.repeat(501) }, { description: 'Максимум 500 символов' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await create(visitor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response).result.fields).toEqual(fields);
    }
    expect(okResult(await create(visitor, { name: 'я'.repeat(100) })).baskets).toHaveLength(2);
  });

  it('allows 8 baskets with the main one, and refuses a 9th', async () => {
    const visitor = await user();
    for (let i = 1; i <= 7; i++) expect((await create(visitor, { name: `Корзина ${i}` })).statusCode).toBe(200);
    const ninth = await create(visitor, { name: 'Девятая' });
    expect(ninth.statusCode).toBe(422);
    expect(body(ninth).result.message).toBe('Можно создать не более 8 корзин');
    const baskets = await list(visitor);
    expect(baskets).toHaveLength(8);
    expect(new Set(baskets.map((basket: { color: string }) => basket.color)).size).toBe(8);
  });

  it('never passes 8 baskets with creates in parallel', async () => {
    const visitor = await user();
    for (let i = 1; i <= 5; i++) await create(visitor, { name: `Корзина ${i}` });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create({ ...visitor }, { name: `Параллельная ${i}` })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(await list(visitor)).toHaveLength(8);
  });

  it('changes the active basket: adds go to it, Basket/get shows it; deleting it makes the main one active again', async () => {
    const visitor = await user();
    const product = await seedProduct(t.db);
    await addToBasket(t.app, visitor, product.id, 1);
    const { baskets } = okResult(await create(visitor, { name: 'Второй этаж' }));
    const second = baskets[1].id;

    const changed = okResult(await change(visitor, second));
    expect(changed.basket).toMatchObject({ count: 0, current_basket: { id: second, name: 'Второй этаж', is_main: false } });
    expect(changed.baskets.map((basket: { is_active: boolean }) => basket.is_active)).toEqual([false, true]);
    await addToBasket(t.app, visitor, product.id, 4);
    expect((await list(visitor)).map((basket: { count: number }) => basket.count)).toEqual([1, 1]);
    expect(okResult(await getBasket(t.app, visitor)).items[0].quantity).toBe(4);

    const deleted = okResult(await remove(visitor, second));
    expect(deleted.baskets).toHaveLength(1);
    expect(deleted.basket.current_basket).toMatchObject({ is_main: true });
    expect(deleted.basket.items[0].quantity).toBe(1);
  });

  it('never deletes the main basket', async () => {
    const visitor = await user();
    const [main] = okResult(await create(visitor, { name: 'Ещё одна' })).baskets;
    const response = await remove(visitor, main.id);
    expect(response.statusCode).toBe(422);
    expect(body(response).result.message).toBe('Основную корзину нельзя удалить');
    expect(await list(visitor)).toHaveLength(2);
  });

  it('updates name, description and colour; a left-out field stays', async () => {
    const visitor = await user();
    const id = okResult(await create(visitor, { name: 'Черновик', description: 'Старый', color: 'pink' })).baskets[1].id;
    expect(okResult(await update(visitor, { basket_id: id, name: 'Чистовик' })).baskets[1]).toMatchObject({
      name: 'Чистовик',
      description: 'Старый',
      color: 'pink',
    });
    expect(okResult(await update(visitor, { basket_id: id, name: 'Чистовик', description: '', color: 'green' })).baskets[1]).toMatchObject({
      description: '',
      color: 'green',
    });
  });

  it('answers 404 for another user’s basket on every call that takes one, and changes nothing', async () => {
    const owner = await user();
    const { baskets } = okResult(await create(owner, { name: 'Моя' }));
    const before = await list(owner);
    const intruder = await user();
    await create(intruder, { name: 'Чужая' });
    for (const basket of baskets) {
      for (const response of [
        await update(intruder, { basket_id: basket.id, name: 'Взлом' }),
        await remove(intruder, basket.id),
        await change(intruder, basket.id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(body(response).result.message).toBe('Корзина не найдена');
      }
    }
    expect(await list(owner)).toEqual(before);
    expect(okResult(await getBasket(t.app, intruder)).current_basket.name).toBe('Основная корзина');
  });

  it('lets guests see their one basket and nothing else', async () => {
    const visitor: Visitor = { cookie: '' };
    expect(await list(visitor)).toEqual([]);
    await addToBasket(t.app, visitor, (await seedProduct(t.db)).id, 1);
    expect(await list(visitor)).toMatchObject([{ name: 'Основная корзина', is_main: true, is_active: true, count: 1 }]);
    const refused = await create(visitor, { name: 'Гостевая' });
    expect(refused.statusCode).toBe(401);
    expect(body(refused).result.message).toBe('Требуется вход в систему');
    expect((await change(visitor, 1)).statusCode).toBe(401);
  });

  it('keeps to the main basket while several baskets are off in the settings', async () => {
    const visitor = await user();
    const second = okResult(await create(visitor, { name: 'Вторая' })).baskets[1].id;
    await change(visitor, second);
    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, basket: { ...settings.basket, multi_enabled: false } });
    try {
      expect(okResult(await getBasket(t.app, visitor)).current_basket.is_main).toBe(true);
      expect(await list(visitor)).toMatchObject([{ is_main: true, is_active: true }]);
      const refused = await create(visitor, { name: 'Третья' });
      expect(refused.statusCode).toBe(403);
      expect(body(refused).result.message).toBe('Несколько корзин отключены в настройках магазина');
    } finally {
      await saveSettings(t.db, settings);
    }
  });
});
