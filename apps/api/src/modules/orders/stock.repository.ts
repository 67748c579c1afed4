import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';

/** What a reservation did to a product's stock: the part taken. */
export interface Reservation {
  reserved: number;
}

/**
 * Takes up to `wanted` units of the product's stock, never below zero: a conditional update (`stock >= take`)
 * that a concurrent checkout cannot slip past; when it loses a race it reads the stock again. On PostgreSQL the
 * row stays locked until commit, so no unit is reserved twice.
 */
export async function reserveStock(trx: Db, productId: number, wanted: number): Promise<Reservation> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const row = await trx.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst();
    const take = Math.min(Math.max(row?.stock ?? 0, 0), wanted);
    if (take === 0) return { reserved: 0 };
    const result = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', take) }))
      .where('id', '=', productId)
      .where('stock', '>=', take)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { reserved: take };
  }
  throw conflict('Товар сейчас покупают многие: повторите оформление заказа');
}

/** Gives reserved units back (a cancelled order). */
export async function returnStock(trx: Db, productId: number, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
}
