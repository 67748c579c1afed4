import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DeliveryTables } from '../../db/tables/delivery.ts';

export type PaymentMethodRow = Selectable<DeliveryTables['payment_methods']>;

/** The payment methods buyers may choose now, in their order. */
export function listPaymentMethods(db: Db): Promise<PaymentMethodRow[]> {
  return db.selectFrom('payment_methods').selectAll().where('is_active', '=', 1).orderBy('sort').orderBy('id').execute();
}

/** A payment method a buyer may choose (undefined: no such method, or switched off). */
export function findPaymentMethod(db: Db, id: number): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('payment_methods').selectAll().where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
}
