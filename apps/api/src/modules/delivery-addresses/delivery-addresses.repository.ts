import type { DeliveryAddress } from '@store/contracts';
import type { Db } from '../../db/database.ts';

export interface AddressFields {
  name: string;
  address: string;
  city: string;
  zip: string;
}

/** The user's addresses, the default first, then in the order they were added. */
export async function listAddresses(db: Db, userId: number): Promise<DeliveryAddress[]> {
  const rows = await db
    .selectFrom('delivery_addresses')
    .select(['id', 'name', 'address', 'city', 'zip', 'is_default'])
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, is_default: row.is_default === 1 }));
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Row-locks the user (PostgreSQL; SQLite has one writer), so two changes of one user's addresses run one after the
 * other, the first address too: the count limit and the one default hold.
 */
export async function lockUserAddresses(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}

export async function ownsAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db.selectFrom('delivery_addresses').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function clearDefault(db: Db, userId: number): Promise<void> {
  await db.updateTable('delivery_addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute();
}

export async function insertAddress(db: Db, userId: number, fields: AddressFields, isDefault: boolean, now: string): Promise<void> {
  await db
    .insertInto('delivery_addresses')
    .values({ user_id: userId, ...fields, is_default: isDefault ? 1 : 0, created_at: now, updated_at: now })
    .execute();
}

/** Changes one of the user's addresses; a left-out `isDefault` keeps its mark. */
export async function updateAddress(db: Db, userId: number, id: number, fields: AddressFields, isDefault: boolean | undefined, now: string): Promise<void> {
  await db
    .updateTable('delivery_addresses')
    .set({ ...fields, ...(isDefault !== undefined && { is_default: isDefault ? 1 : 0 }), updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** False when the address is not the user's. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('delivery_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
