import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, sessionCookie, uniqueEmail, uniquePhone } from '../../testing/accounts.ts';
import { addToBasket, call, createPromocode, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('a guest’s basket and favourites at sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (visitor: Visitor, login: string, password: string) => {
    const response = await call(t.app, visitor, 'POST', 'Auth/login/', { login_type: 'email', login, password });
    expect(response.statusCode).toBe(200);
  };
  const quantities = async (visitor: Visitor) =>
    Object.fromEntries(okResult(await getBasket(t.app, visitor)).items.map((item: { id: number; quantity: number }) => [item.id, item.quantity]));

  it('keeps the guest’s lines at sign-in: the same product adds up, the user’s own lines stay', async () => {
    const account = await register(t.app);
    const [shared, own, guestOnly] = await t.db.selectFrom('products').select('id').where('order_multiple', '=', 1).orderBy('id').limit(3).execute();
    await addToBasket(t.app, { cookie: account.cookie }, shared!.id, 2);
    await addToBasket(t.app, { cookie: account.cookie }, own!.id, 1);

    const visitor: Visitor = { cookie: '' };
    await addToBasket(t.app, visitor, shared!.id, 5);
    await addToBasket(t.app, visitor, guestOnly!.id, 3);
    const guestCookie = visitor.cookie;
    await signIn(visitor, account.email, account.password);

    expect(visitor.cookie).not.toBe(guestCookie);
    expect(await quantities(visitor)).toEqual({ [shared!.id]: 7, [own!.id]: 1, [guestOnly!.id]: 3 });
    // The guest session and its basket are gone.
    expect(okResult(await getBasket(t.app, { cookie: guestCookie })).items).toEqual([]);
    expect(await t.db.selectFrom('baskets').select('id').where('session_id', 'is not', null).where('user_id', 'is', null).execute()).toHaveLength(0);
  });

  it('keeps them at registration too, with the guest’s promo code and favourites', async () => {
    const product = await seedProduct(t.db);
    const code = await createPromocode(t.db, { value: 5 });
    const visitor: Visitor = { cookie: '' };
    await addToBasket(t.app, visitor, product.id, 4);
    await call(t.app, visitor, 'POST', 'Promocode/apply/', { code });
    await call(t.app, visitor, 'POST', 'Favourite/add/', { id: product.id });

    const password = 'secret-42';
    const registration = await call(t.app, visitor, 'POST', 'Auth/registration/', {
      user_type: 'contact',
      email: uniqueEmail(),
      phone: uniquePhone(),
      FIO: 'Сидоров Сидор Сидорович',
      password,
      password_confirm: password,
    });
    expect(registration.statusCode).toBe(200);
    expect(sessionCookie(registration)).toBe(visitor.cookie);
    const basket = okResult(await getBasket(t.app, visitor));
    expect(basket.items).toMatchObject([{ id: product.id, quantity: 4 }]);
    expect(basket.promocode_info).toMatchObject({ code, applied: true });
    expect(okResult(await call(t.app, visitor, 'GET', 'Favourite/getIds/'))).toEqual([product.id]);
  });

  it('unites favourites: the user’s and the guest’s, each once', async () => {
    const account = await register(t.app);
    const [a, b, c] = await t.db.selectFrom('products').select('id').orderBy('id').limit(3).execute();
    const user: Visitor = { cookie: account.cookie };
    await call(t.app, user, 'POST', 'Favourite/add/', { id: a!.id });
    await call(t.app, user, 'POST', 'Favourite/add/', { id: b!.id });
    const visitor: Visitor = { cookie: '' };
    await call(t.app, visitor, 'POST', 'Favourite/add/', { id: b!.id });
    await call(t.app, visitor, 'POST', 'Favourite/add/', { id: c!.id });
    await signIn(visitor, account.email, account.password);
    expect((okResult(await call(t.app, visitor, 'GET', 'Favourite/getIds/')) as number[]).sort((x, y) => x - y)).toEqual([a!.id, b!.id, c!.id]);
  });

  it('goes into the user’s active basket, a line at most 999 999', async () => {
    const account = await register(t.app);
    const user: Visitor = { cookie: account.cookie };
    const product = await seedProduct(t.db);
    await addToBasket(t.app, user, product.id, 999_000);
    const second = okResult(await call(t.app, user, 'POST', 'Basket/createBasket/', { name: 'Объект' })).baskets[1].id;
    await call(t.app, user, 'POST', 'Basket/changeBasket/', { basket_id: second });
    await addToBasket(t.app, user, product.id, 999_000);

    const visitor: Visitor = { cookie: '' };
    await addToBasket(t.app, visitor, product.id, 5_000);
    await signIn(visitor, account.email, account.password);
    const basket = okResult(await getBasket(t.app, visitor));
    expect(basket.current_basket.id).toBe(second);
    expect(basket.items[0].quantity).toBe(999_999);
  });
});
