import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PaymentTables } from '../../db/tables/payments.ts';

export type OrderPaymentRow = Selectable<PaymentTables['order_payments']>;

/** Records a payment the provider created; a repeated one (same provider id) is kept once. */
export async function recordPayment(db: Db, payment: Omit<OrderPaymentRow, 'id' | 'status' | 'created_at' | 'updated_at'>, now: string): Promise<void> {
  await db
    .insertInto('order_payments')
    .values({ ...payment, status: 'pending', created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['provider', 'provider_payment_id']).doNothing())
    .execute();
}

export function findPayment(db: Db, provider: string, providerPaymentId: string): Promise<OrderPaymentRow | undefined> {
  return db.selectFrom('order_payments').selectAll().where('provider', '=', provider).where('provider_payment_id', '=', providerPaymentId).executeTakeFirst();
}

/** The order's payments, newest first. */
export function paymentsOfOrder(db: Db, orderId: number): Promise<OrderPaymentRow[]> {
  return db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute();
}

/** Moves a pending payment to its final state; false when it was no longer pending (a repeated notification). */
export async function finishPayment(db: Db, id: number, status: 'succeeded' | 'canceled', now: string): Promise<boolean> {
  const result = await db
    .updateTable('order_payments')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
