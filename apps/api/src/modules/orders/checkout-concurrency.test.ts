import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { uniqueEmail } from '../../testing/accounts.ts';
import { centralWarehouseId, checkoutBody, pickupStockId, quickBuyer, setWarehouseStocks, submitOrder, warehouseStocks } from '../../testing/orders.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { orderMessages } from './order-messages.ts';

describe('parallel checkouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('50 parallel orders of a product with 5 in stock (3 in the pickup warehouse, 2 in the central one) reserve exactly 5 from both; the rest is «под заказ»; every order has its own number', async () => {
    const stockId = await pickupStockId(t.db);
    const centralId = await centralWarehouseId(t.db);
    const product = await seedProduct(t.db, { type: 'Гайка' });
    await setWarehouseStocks(t.db, product.id, { [stockId]: 3, [centralId]: 2 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => quickBuyer(t.db)));
    for (const buyer of buyers) okResult(await addToBasket(t.app, buyer.visitor, product.id, 1));

    const answers = await Promise.all(buyers.map((buyer) => submitOrder(t.app, buyer.visitor, checkoutBody(stockId))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const numbers = new Set(answers.map((answer) => okResult(answer).order_num));
    expect(numbers.size).toBe(50);
    // Numbers keep their form and follow the orders' ids, however the 50 transactions interleaved.
    const placed = await t.db
      .selectFrom('orders')
      .select(['id', 'number'])
      .where('number', 'in', [...numbers])
      .orderBy('id')
      .execute();
    expect(placed.every((order) => /^\d{4}-\d{6}$/.test(order.number))).toBe(true);
    expect(placed.map((order) => order.number)).toEqual(placed.map((order) => order.number).toSorted());

    const { stock } = await t.db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(stock).toBe(0);
    const lines = await t.db.selectFrom('order_lines').select(['reserved_quantity', 'on_order_quantity']).where('product_id', '=', product.id).execute();
    expect(lines).toHaveLength(50);
    expect(lines.reduce((sum, line) => sum + line.reserved_quantity, 0)).toBe(5);
    expect(lines.reduce((sum, line) => sum + line.on_order_quantity, 0)).toBe(45);
    // The warehouses gave exactly those 5, never below zero: the product's stock is still the sum of its warehouses'.
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [stockId]: 0, [centralId]: 0 });
    const takes = await t.db.selectFrom('order_warehouse_reservations').select(['warehouse_id', 'quantity']).where('product_id', '=', product.id).execute();
    expect(takes.filter((take) => take.warehouse_id === stockId).reduce((sum, take) => sum + take.quantity, 0)).toBe(3);
    expect(takes.filter((take) => take.warehouse_id === centralId).reduce((sum, take) => sum + take.quantity, 0)).toBe(2);
  });

  it('parallel orders of the same two products, added in opposite orders, all go through (stock rows locked in one order: no deadlock)', async () => {
    const stockId = await pickupStockId(t.db);
    const centralId = await centralWarehouseId(t.db);
    const bolt = await seedProduct(t.db, { type: 'Болт' });
    const nut = await seedProduct(t.db, { type: 'Гайка' });
    for (const product of [bolt, nut]) await setWarehouseStocks(t.db, product.id, { [stockId]: 500, [centralId]: 500 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => quickBuyer(t.db)));
    for (const [index, buyer] of buyers.entries()) {
      for (const product of index % 2 === 0 ? [bolt, nut] : [nut, bolt]) okResult(await addToBasket(t.app, buyer.visitor, product.id, 1));
    }

    const answers = await Promise.all(buyers.map((buyer) => submitOrder(t.app, buyer.visitor, checkoutBody(stockId))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    const stocks = await t.db.selectFrom('products').select('stock').where('id', 'in', [bolt.id, nut.id]).execute();
    expect(stocks.map((row) => row.stock)).toEqual([970, 970]);
  });

  it('two guests ordering at once with one new e-mail: one account and order; the other is asked to sign in', async () => {
    const stockId = await pickupStockId(t.db);
    const product = await seedProduct(t.db, { type: 'Шайба' });
    const guests: Visitor[] = [{ cookie: '' }, { cookie: '' }];
    for (const guest of guests) okResult(await addToBasket(t.app, guest, product.id, 1));
    const email = uniqueEmail('twin');
    const answers = await Promise.all(guests.map((guest) => submitOrder(t.app, guest, checkoutBody(stockId, { properties: { email } }))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(body(refused).result).toEqual({ message: orderMessages.guestEmailTaken, fields: { 'order_properties.email': orderMessages.guestEmailTaken } });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('adds to a line racing the order of its basket lose nothing: each is in the order or in the basket after it', async () => {
    const stockId = await pickupStockId(t.db);
    const product = await seedProduct(t.db, { type: 'Шайба' });
    const buyer = await quickBuyer(t.db);
    okResult(await addToBasket(t.app, buyer.visitor, product.id, 1));

    // Four buyers' tabs adding one after another all through the order's transaction.
    const addingTab = async () => {
      const answers = [];
      for (let n = 0; n < 10; n++) answers.push((await addToBasket(t.app, { ...buyer.visitor }, product.id, 1)).statusCode);
      return answers;
    };
    const [order, ...tabs] = await Promise.all([submitOrder(t.app, { ...buyer.visitor }, checkoutBody(stockId)), ...Array.from({ length: 4 }, addingTab)]);
    expect(tabs.flat()).toEqual(Array(40).fill(200));
    const { id: orderId } = await t.db.selectFrom('orders').select('id').where('number', '=', okResult(order).order_num).executeTakeFirstOrThrow();
    const ordered = await t.db.selectFrom('order_lines').select('quantity').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const left = okResult(await getBasket(t.app, buyer.visitor)).items.reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0);
    expect(ordered.quantity + left).toBe(41);
  });
});
