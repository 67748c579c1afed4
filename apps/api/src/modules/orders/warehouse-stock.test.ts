import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, call, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import {
  centralWarehouseId,
  checkoutBody,
  pickupStockId,
  productStock,
  quickBuyer,
  setWarehouseStocks,
  submitOrder,
  warehouseStocks,
} from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('orders take stock from warehouses and give it back on cancel', () => {
  let t: TestApp;
  let moscow: number;
  let central: number;
  let spb: number;
  beforeAll(async () => {
    t = await createTestApp();
    moscow = await pickupStockId(t.db);
    central = await centralWarehouseId(t.db);
    spb = (await t.db.selectFrom('warehouses').select('id').where('city', '=', 'Санкт-Петербург').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  async function order(visitor: Visitor, productId: number, quantity: number, properties: Record<string, unknown> = {}) {
    okResult(await addToBasket(t.app, visitor, productId, quantity));
    return okResult(await submitOrder(t.app, visitor, checkoutBody(moscow, { properties }))).order_num as string;
  }

  /** The Moscow warehouse's pickup dates for a buyer's basket. */
  async function moscowPickup(visitor: Visitor) {
    const options = okResult(await call(t.app, visitor, 'POST', 'Order/getDeliveries/', { location: 'Москва' }));
    const stock = options.pickup.stocks.find((candidate: { id: number }) => candidate.id === moscow);
    return { date_from: stock.date_from as string, date_to: stock.date_to as string };
  }

  it('pickup takes from the chosen warehouse first, then the others by id (the central one first)', async () => {
    const product = await seedProduct(t.db, { type: 'Гайка' });
    await setWarehouseStocks(t.db, product.id, { [central]: 4, [moscow]: 2, [spb]: 3 });
    const buyer = await quickBuyer(t.db);
    await order(buyer.visitor, product.id, 5);
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [central]: 1, [moscow]: 0, [spb]: 3 });
    expect(await productStock(t.db, product.id)).toBe(4);
  });

  it('delivery takes from the central warehouse first, then the others by id; beyond every warehouse it is «под заказ»', async () => {
    const product = await seedProduct(t.db, { type: 'Шайба' });
    await setWarehouseStocks(t.db, product.id, { [central]: 1, [moscow]: 2, [spb]: 5 });
    const buyer = await quickBuyer(t.db);
    const courier = { receiving_type: 'courier', stock_id: undefined, address: 'ул. Вавилова, д. 19' };
    await order(buyer.visitor, product.id, 4, courier);
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [central]: 0, [moscow]: 0, [spb]: 4 });
    await order(buyer.visitor, product.id, 6, courier);
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [central]: 0, [moscow]: 0, [spb]: 0 });
    expect(await productStock(t.db, product.id)).toBe(0);
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['reserved_quantity', 'on_order_quantity'])
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { reserved_quantity: 4, on_order_quantity: 0 },
      { reserved_quantity: 4, on_order_quantity: 2 },
    ]);
  });

  it('the pickup list reflects orders: a warehouse emptied by an order hands out later, and at once again after the cancel', async () => {
    const product = await seedProduct(t.db, { type: 'Болт' });
    await setWarehouseStocks(t.db, product.id, { [central]: 10, [moscow]: 3 });
    const looking = await quickBuyer(t.db);
    okResult(await addToBasket(t.app, looking.visitor, product.id, 3));
    const before = await moscowPickup(looking.visitor);

    const other = await quickBuyer(t.db);
    const orderNum = await order(other.visitor, product.id, 2);
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [central]: 10, [moscow]: 1 });
    const after = await moscowPickup(looking.visitor);
    expect(after.date_from > before.date_from).toBe(true);

    okResult(await call(t.app, other.visitor, 'POST', 'Order/cancel/', { order_num: orderNum }));
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [central]: 10, [moscow]: 3 });
    expect(await productStock(t.db, product.id)).toBe(13);
    expect(await moscowPickup(looking.visitor)).toEqual(before);
  });

  it('a cancel gives each warehouse back what the order took from it', async () => {
    const product = await seedProduct(t.db, { type: 'Винт' });
    await setWarehouseStocks(t.db, product.id, { [central]: 2, [moscow]: 1, [spb]: 1 });
    const buyer = await quickBuyer(t.db);
    const orderNum = await order(buyer.visitor, product.id, 6);
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [central]: 0, [moscow]: 0, [spb]: 0 });
    okResult(await call(t.app, buyer.visitor, 'POST', 'Order/cancel/', { order_num: orderNum }));
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [central]: 2, [moscow]: 1, [spb]: 1 });
    expect(await productStock(t.db, product.id)).toBe(4);
  });
});
