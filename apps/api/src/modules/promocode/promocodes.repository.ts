import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Promocode } from './promocode-rules.ts';

const columns = ['id', 'code', 'description', 'kind', 'value', 'min_sum', 'starts_at', 'ends_at', 'max_uses', 'max_uses_per_user', 'used_count'] as const;

type PromocodeRow = Pick<Selectable<Database['promocodes']>, (typeof columns)[number]>;

async function withCategories(db: Db, rows: PromocodeRow[]): Promise<Promocode[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('promocode_categories')
    .innerJoin('categories', 'categories.id', 'promocode_categories.category_id')
    .select(['promocode_categories.promocode_id', 'categories.path'])
    .where(
      'promocode_categories.promocode_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    minSum: row.min_sum,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxUses: row.max_uses,
    maxUsesPerUser: row.max_uses_per_user,
    usedCount: row.used_count,
    categoryPaths: links.filter((link) => link.promocode_id === row.id).map((link) => link.path),
  }));
}

export async function findPromocodeByCode(db: Db, code: string): Promise<Promocode | undefined> {
  const rows = await db.selectFrom('promocodes').select(columns).where('code', '=', code).execute();
  return (await withCategories(db, rows))[0];
}

export async function findPromocodesByIds(db: Db, ids: readonly number[]): Promise<Promocode[]> {
  if (ids.length === 0) return [];
  return withCategories(db, await db.selectFrom('promocodes').select(columns).where('id', 'in', ids).execute());
}

export async function countUserUses(db: Db, promocodeId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('promocode_uses')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('promocode_id', '=', promocodeId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

/** A promo code to create: its rules, and the categories it is limited to by id. */
export type NewPromocode = Omit<Promocode, 'id' | 'usedCount' | 'categoryPaths'> & { categoryIds: readonly number[] };

/** A promo code and the categories it is limited to: two tables, so the caller's transaction (the seed, test factories). */
export async function insertPromocode(trx: Trx, promo: NewPromocode, now: string): Promise<number> {
  const { id } = await trx
    .insertInto('promocodes')
    .values({
      code: promo.code,
      description: promo.description,
      kind: promo.kind,
      value: promo.value,
      min_sum: promo.minSum,
      starts_at: promo.startsAt,
      ends_at: promo.endsAt,
      max_uses: promo.maxUses,
      max_uses_per_user: promo.maxUsesPerUser,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (promo.categoryIds.length) {
    await trx
      .insertInto('promocode_categories')
      .values(promo.categoryIds.map((categoryId) => ({ promocode_id: id, category_id: categoryId })))
      .execute();
  }
  return id;
}

/** Counts one use unless the total limit is reached; false when it is (the row stays locked until commit on PostgreSQL). */
export async function takeUse(db: Db, promocodeId: number): Promise<boolean> {
  const result = await db
    .updateTable('promocodes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', promocodeId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertUse(db: Db, use: { promocodeId: number; userId: number | null; orderId: number }, now: string): Promise<void> {
  await db.insertInto('promocode_uses').values({ promocode_id: use.promocodeId, user_id: use.userId, order_id: use.orderId, created_at: now }).execute();
}

/** Removes the use counted for an order and gives it back to its code's count (the code may be gone meanwhile). */
export async function returnOrderUse(db: Db, orderId: number): Promise<void> {
  const removed = await db.deleteFrom('promocode_uses').where('order_id', '=', orderId).returning('promocode_id').execute();
  for (const { promocode_id: id } of removed) {
    await db
      .updateTable('promocodes')
      .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
      .where('id', '=', id)
      .where('used_count', '>', 0)
      .execute();
  }
}
