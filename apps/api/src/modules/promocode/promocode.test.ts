import { formatMoney } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { addToBasket, call, createPromocode, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';
import { recordPromocodeUse } from './promocode.service.ts';

describe('/api/Promocode/…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const apply = (visitor: Visitor, code: unknown) => call(t.app, visitor, 'POST', 'Promocode/apply/', { code });
  const cancel = (visitor: Visitor, code: string) => call(t.app, visitor, 'POST', 'Promocode/cancel/', { code });
  const refusal = async (visitor: Visitor, code: string) => {
    const answer = okResult(await apply(visitor, code));
    expect(answer.success).toBe(false);
    return answer.error as string;
  };

  /** A guest with `quantity` of a product in the basket; the product's price after its catalogue discount. */
  async function guestWith(quantity = 1): Promise<{ visitor: Visitor; unit: number; productId: number }> {
    const product = await seedProduct(t.db, { type: 'Болт' });
    const visitor: Visitor = { cookie: '' };
    await addToBasket(t.app, visitor, product.id, quantity);
    return { visitor, unit: product.discount_price ?? product.price, productId: product.id };
  }

  it('KREP10 takes 10 % off, whatever case it is typed in, and the basket says so until it is cancelled', async () => {
    const { visitor, unit } = await guestWith(3);
    const answer = okResult(await apply(visitor, ' krep10 '));
    const discount = Math.round((unit * 3) / 10);
    expect(answer).toMatchObject({ success: true, error: null });
    expect(answer.basket.promocode_info).toEqual({ code: 'KREP10', description: 'Скидка 10 % на весь заказ', applied: true, discount, error: null });
    expect(answer.basket.discount_price).toBe(unit * 3 - discount);
    expect(okResult(await getBasket(t.app, visitor)).promocode_info.applied).toBe(true);

    const cancelled = okResult(await cancel(visitor, 'KREP10'));
    expect(cancelled).toMatchObject({ success: true, error: null, basket: { promocode_info: null, discount_price: unit * 3 } });
    expect(okResult(await cancel(visitor, 'KREP10'))).toMatchObject({ success: false, error: 'Этот промокод не применён к корзине' });
  });

  it('refuses an unknown code, an expired one (OLD2025) and one not yet valid', async () => {
    const { visitor } = await guestWith();
    expect(await refusal(visitor, 'NOSUCHCODE')).toBe('Промокод не найден');
    expect(await refusal(visitor, 'OLD2025')).toBe('Срок действия промокода истёк');
    const future = await createPromocode(t.db, { startsAt: '2099-05-31T21:00:00.000Z' });
    expect(await refusal(visitor, future)).toBe('Промокод действует с 01.06.2099');
    expect(okResult(await getBasket(t.app, visitor)).promocode_info).toBeNull();
  });

  it('OPT5000 needs 50 000 ₽ of goods, names what is missing, and takes 5 000 ₽ off once there', async () => {
    const { visitor, unit } = await guestWith(1);
    const missing = 5_000_000 - unit;
    expect(await refusal(visitor, 'OPT5000')).toBe(`Промокод действует при заказе от 50\u00a0000\u00a0₽: добавьте товаров ещё на ${formatMoney(missing)}`);

    const bid = okResult(await getBasket(t.app, visitor)).items[0].bid;
    await call(t.app, visitor, 'POST', 'Basket/setQuantity/', { bid, quantity: Math.ceil(5_000_000 / unit) });
    const answer = okResult(await apply(visitor, 'opt5000'));
    expect(answer.success).toBe(true);
    expect(answer.basket.promocode_info).toMatchObject({ applied: true, discount: 500_000 });
  });

  it('is re-checked at every read: a basket that falls below the minimum drops the discount and says why', async () => {
    const code = await createPromocode(t.db, { kind: 'fixed', value: 10_000, minSum: 100_000 });
    const bolt = await seedProduct(t.db, { type: 'Болт' });
    const { visitor, unit } = await guestWith(Math.ceil(100_000 / (bolt.discount_price ?? bolt.price)) + 1);
    expect(okResult(await apply(visitor, code)).success).toBe(true);

    const bid = okResult(await getBasket(t.app, visitor)).items[0].bid;
    const below = okResult(await call(t.app, visitor, 'POST', 'Basket/setQuantity/', { bid, quantity: 1 }));
    expect(below.promocode_info).toMatchObject({ code, applied: false, discount: 0 });
    expect(below.promocode_info.error).toMatch(/^Промокод действует при заказе от 1\u00a0000\u00a0₽: добавьте товаров ещё на /);
    expect(below.discount_price).toBe(unit);
  });

  it('is re-checked against the limits too: a code used up elsewhere stops giving its discount', async () => {
    const code = await createPromocode(t.db, { maxUses: 1 });
    const { visitor } = await guestWith();
    expect(okResult(await apply(visitor, code)).success).toBe(true);
    const { id } = await t.db.selectFrom('promocodes').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    await recordPromocodeUse(t.db, id, null, 0);
    expect(okResult(await getBasket(t.app, visitor)).promocode_info).toMatchObject({
      applied: false,
      error: 'Промокод больше не действует: все его использования исчерпаны',
    });
  });

  it('refuses a code used up in total or by this buyer', async () => {
    const total = await createPromocode(t.db, { maxUses: 2 });
    const perUser = await createPromocode(t.db, { maxUsesPerUser: 1 });
    const ids = Object.fromEntries(
      (await t.db.selectFrom('promocodes').select(['id', 'code']).where('code', 'in', [total, perUser]).execute()).map((row) => [row.code, row.id]),
    );
    await recordPromocodeUse(t.db, ids[total]!, null, 0);
    await recordPromocodeUse(t.db, ids[total]!, null, 0);
    await expect(recordPromocodeUse(t.db, ids[total]!, null, 0)).rejects.toThrow('Промокод больше не действует: все его использования исчерпаны');

    const account = await register(t.app);
    const buyer: Visitor = { cookie: account.cookie };
    await addToBasket(t.app, buyer, (await seedProduct(t.db)).id, 1);
    expect(await refusal(buyer, total)).toBe('Промокод больше не действует: все его использования исчерпаны');
    expect(okResult(await apply(buyer, perUser)).success).toBe(true);
    await recordPromocodeUse(t.db, ids[perUser]!, account.id, 0);
    await expect(recordPromocodeUse(t.db, ids[perUser]!, account.id, 0)).rejects.toThrow('Вы уже использовали этот промокод');
    expect(okResult(await getBasket(t.app, buyer)).promocode_info).toMatchObject({ applied: false, error: 'Вы уже использовали этот промокод' });
    // Another buyer may still use it.
    const other: Visitor = { cookie: (await register(t.app)).cookie };
    await addToBasket(t.app, other, (await seedProduct(t.db)).id, 1);
    expect(okResult(await apply(other, perUser)).success).toBe(true);
  });

  it('counts only the goods of its categories, and refuses a basket without them', async () => {
    const nut = await seedProduct(t.db, { type: 'Гайка' });
    const bolt = await seedProduct(t.db, { type: 'Болт' });
    const boltCategory = await t.db.selectFrom('categories').select(['id', 'parent_id']).where('id', '=', bolt.category_id).executeTakeFirstOrThrow();
    // The bolts' parent section: subcategories count.
    const code = await createPromocode(t.db, { value: 20, categoryIds: [boltCategory.parent_id ?? boltCategory.id] });

    const visitor: Visitor = { cookie: '' };
    await addToBasket(t.app, visitor, nut.id, 1);
    expect(await refusal(visitor, code)).toBe('Промокод не действует на товары в корзине');
    await addToBasket(t.app, visitor, bolt.id, 2);
    const answer = okResult(await apply(visitor, code));
    expect(answer.basket.promocode_info.discount).toBe(Math.round(((bolt.discount_price ?? bolt.price) * 2 * 20) / 100));
  });

  it('allows one code per basket, and none on an empty basket', async () => {
    const { visitor } = await guestWith();
    expect(okResult(await apply(visitor, 'KREP10')).success).toBe(true);
    expect(okResult(await apply(visitor, 'KREP10')).success).toBe(true);
    const other = await createPromocode(t.db);
    expect(await refusal(visitor, other)).toBe('К корзине уже применён промокод KREP10: отмените его, чтобы применить другой');
    expect(okResult(await getBasket(t.app, visitor)).promocode_info.code).toBe('KREP10');

    const empty: Visitor = { cookie: '' };
    expect(await refusal(empty, 'KREP10')).toBe('Добавьте товары в корзину, чтобы применить промокод');
    expect(empty.cookie).toBe('');
  });

  it('belongs to the basket it was applied to: another basket of the user has none', async () => {
    const account = await register(t.app);
    const buyer: Visitor = { cookie: account.cookie };
    const product = await seedProduct(t.db);
    await addToBasket(t.app, buyer, product.id, 1);
    await apply(buyer, 'KREP10');
    const second = okResult(await call(t.app, buyer, 'POST', 'Basket/createBasket/', { name: 'Без скидки' })).baskets[1].id;
    const changed = okResult(await call(t.app, buyer, 'POST', 'Basket/changeBasket/', { basket_id: second }));
    expect(changed.basket.promocode_info).toBeNull();
    const unit = product.discount_price ?? product.price;
    expect(changed.baskets[0].price).toBe(unit - Math.round(unit / 10));
  });

  it('refuses bad input with 400 and answers with the reason while codes are off', async () => {
    const { visitor } = await guestWith();
    for (const code of ['', 'я'.repeat(51), 42]) expect((await apply(visitor, code)).statusCode).toBe(400);
    expect((await call(t.app, visitor, 'POST', 'Promocode/apply/', { code: 'KREP10', discount: 100 })).statusCode).toBe(400);

    const settings = await getSettings(t.db);
    await apply(visitor, 'KREP10');
    await saveSettings(t.db, { ...settings, basket: { ...settings.basket, promocodes_enabled: false } });
    try {
      expect(await refusal(visitor, 'KREP10')).toBe('Промокоды сейчас не принимаются');
      expect(okResult(await getBasket(t.app, visitor)).promocode_info).toBeNull();
    } finally {
      await saveSettings(t.db, settings);
    }
  });
});
