import type { OrderStatus } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { recordStockChanges } from '../catalog/stock-changes.ts';
import { returnOrderUse } from '../promocode/promocodes.repository.ts';
import { insertStatus, moveStatus, orderLines } from './orders.repository.ts';
import { returnStock } from './stock.repository.ts';

/**
 * Cancels the order if it is in one of `from`, inside the caller's transaction: its status moves (with a history
 * entry for `actor`), its reserved stock goes back to the warehouses it came from and its promo code's use to the
 * code. False, with nothing changed, when the order was in another status.
 */
export async function cancelWithin(trx: Db, orderId: number, from: readonly OrderStatus[], actor: string, now: string): Promise<boolean> {
  if (!(await moveStatus(trx, orderId, from, 'Отменён', now))) return false;
  await insertStatus(trx, orderId, 'Отменён', actor, now);
  const ids: number[] = [];
  // In product id order, as the checkout locks stock rows (no deadlock between a cancel and an order).
  const lines = (await orderLines(trx, orderId)).toSorted((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0));
  for (const line of lines) {
    if (line.product_id === null || line.reserved_quantity <= 0) continue;
    ids.push(line.product_id);
    await returnStock(trx, orderId, line.product_id, line.reserved_quantity);
  }
  await recordStockChanges(trx, ids);
  await returnOrderUse(trx, orderId);
  return true;
}
