import type { BasketColor } from '@store/contracts';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type Db, keptPrepared, onPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Owner } from '../session/visitor.ts';
import { type LiveLine, liveLineColumns } from './basket-items.repository.ts';

export interface BasketRow {
  id: number;
  isMain: boolean;
  name: string;
  description: string;
  color: BasketColor;
  promocodeId: number | null;
}

/** What a user's first basket, and a guest's only one, is called. */
export const mainBasket = { name: 'Основная корзина', description: '', color: 'primary' } as const;

const columns = ['id', 'is_main', 'name', 'description', 'color', 'promocode_id'] as const;

function toBasket(row: { id: number; is_main: number; name: string; description: string; color: string; promocode_id: number | null }): BasketRow {
  return {
    id: row.id,
    isMain: row.is_main === 1,
    name: row.name,
    description: row.description,
    color: row.color as BasketColor,
    promocodeId: row.promocode_id,
  };
}

function ownedBaskets(db: Db, owner: Owner) {
  const query = db.selectFrom('baskets').select(columns);
  return owner.userId !== null ? query.where('user_id', '=', owner.userId) : query.where('session_id', '=', owner.sessionId);
}

/** Which rows may be the active basket: a guest's only one; a user's chosen one and the main one. */
function activeCandidates(owner: Owner, multiEnabled: boolean) {
  return (eb: ExpressionBuilder<Database, 'baskets'>) => {
    const { userId } = owner;
    if (userId === null) return eb('session_id', '=', owner.sessionId);
    const main = eb('is_main', '=', 1);
    if (!multiEnabled) return eb.and([eb('user_id', '=', userId), main]);
    // `in`, not `=`: SQLite 3.53's planner fails on `is_main = ? or id = (subquery)` with the partial index.
    const chosen = eb('id', 'in', eb.selectFrom('active_baskets').select('basket_id').where('user_id', '=', userId));
    return eb.and([eb('user_id', '=', userId), eb.or([main, chosen])]);
  };
}

/** The basket the visitor works in: a guest's only one; a user's chosen one, else the main one. */
export async function findActiveBasket(db: Db, owner: Owner, multiEnabled: boolean): Promise<BasketRow | undefined> {
  const row = await db
    .selectFrom('baskets')
    .select(columns)
    .where(activeCandidates(owner, multiEnabled))
    .orderBy('is_main')
    .limit(1)
    .modifyEnd(keptPrepared)
    .executeTakeFirst();
  return row && toBasket(row);
}

/**
 * The active basket and its lines with their products' prices and stock now, in one statement (a basket read
 * is then one round trip to PostgreSQL, not two): undefined while the owner has none. Lines as `liveLines`.
 */
export async function findActiveBasketWithLines(db: Db, owner: Owner, multiEnabled: boolean): Promise<{ basket: BasketRow; lines: LiveLine[] } | undefined> {
  const rows = await db
    .with('active', (db) => db.selectFrom('baskets').select(columns).where(activeCandidates(owner, multiEnabled)).orderBy('is_main').limit(1))
    .selectFrom('active')
    .leftJoin('basket_items', 'basket_items.basket_id', 'active.id')
    .leftJoin('products', 'products.id', 'basket_items.product_id')
    .select(['active.id', 'active.is_main', 'active.name', 'active.description', 'active.color', 'active.promocode_id', ...liveLineColumns])
    .orderBy('basket_items.id')
    .modifyEnd(keptPrepared)
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const lines: LiveLine[] = [];
  // An empty basket is one row of nulls; a line whose product is gone is left out, as liveLines' join does.
  for (const row of rows) {
    if (row.bid === null || row.quantity === null || row.product_id === null) continue;
    lines.push({
      bid: row.bid,
      basket_id: row.id,
      quantity: row.quantity,
      product_id: row.product_id,
      price: row.price!,
      discount_price: row.discount_price,
      stock: row.stock!,
      lead_time_days: row.lead_time_days!,
    });
  }
  return { basket: toBasket(first), lines };
}

type BasketFilter = (eb: ExpressionBuilder<Database, 'baskets'>) => Expression<SqlBool>;

/**
 * Locks the owner's baskets that match `where` for a write, by an UPDATE of their rows. Where it may match several
 * (`several`), PostgreSQL locks them in id order (a SELECT … ORDER BY id FOR UPDATE inside the UPDATE), so two
 * transactions never hold one each and wait for the other's: an UPDATE alone locks rows in its scan's order, which
 * a concurrent update can change (seen: parallel creates deadlocked). One row (a guest's basket) needs no order, and
 * its UPDATE stays plain. On SQLite the statement takes the database's write lock, which a transaction that read
 * first could not get while another process writes.
 */
function lockBaskets(db: Db, where: BasketFilter, now: string, several: boolean) {
  const update = db.updateTable('baskets').set({ updated_at: now });
  if (!several) return update.where(where);
  let ids = db.selectFrom('baskets').select('id').where(where).orderBy('id');
  if (onPostgres(db)) ids = ids.forUpdate();
  return update.where('id', 'in', ids);
}

/** The active basket, locked for a write (undefined while the owner has none): its row and the main one beside a chosen one. */
export async function lockActiveBasket(db: Db, owner: Owner, multiEnabled: boolean, now: string): Promise<BasketRow | undefined> {
  const several = owner.userId !== null && multiEnabled;
  const rows = await lockBaskets(db, activeCandidates(owner, multiEnabled), now, several).returning(columns).modifyEnd(keptPrepared).execute();
  const row = rows.find((candidate) => candidate.is_main === 0) ?? rows[0];
  return row && toBasket(row);
}

/**
 * Adds `quantity` to the product's line in the owner's active basket in one statement, so an add to a line the
 * basket has is one round trip, not a transaction of four. The basket row is locked as `lockActiveBasket` locks it
 * (FOR UPDATE on PostgreSQL, the write lock on SQLite): the add waits for a checkout or a merge of that basket, then
 * finds the line gone and grows nothing. The line's quantity now; undefined when the basket has no such line or
 * the line would pass `max`, which the caller's transaction then deals with (a new line, the first basket, the error).
 */
export async function growActiveBasketLine(
  db: Db,
  owner: Owner,
  multiEnabled: boolean,
  line: { productId: number; quantity: number; max: number },
): Promise<number | undefined> {
  let active = db.selectFrom('baskets').select('id').where(activeCandidates(owner, multiEnabled)).orderBy('is_main').limit(1);
  if (onPostgres(db)) active = active.forUpdate();
  const row = await db
    .updateTable('basket_items')
    .set((eb) => ({ quantity: eb('quantity', '+', line.quantity) }))
    .where('basket_id', '=', active)
    .where('product_id', '=', line.productId)
    .where('quantity', '<=', line.max - line.quantity)
    .returning('quantity')
    .modifyEnd(keptPrepared)
    .executeTakeFirst();
  return row?.quantity;
}

/** One of the owner's baskets by id; undefined for anyone else's. */
export async function findOwnedBasket(db: Db, owner: Owner, basketId: number): Promise<BasketRow | undefined> {
  const row = await ownedBaskets(db, owner).where('id', '=', basketId).executeTakeFirst();
  return row && toBasket(row);
}

/** A user's baskets, the main one first, then in the order they were made. */
export async function listBaskets(db: Db, userId: number): Promise<BasketRow[]> {
  const rows = await db.selectFrom('baskets').select(columns).where('user_id', '=', userId).orderBy('is_main', 'desc').orderBy('id').execute();
  return rows.map(toBasket);
}

/** Creates the owner's main basket unless it exists (safe to race: the unique index decides). */
export async function insertMainBasketIfMissing(db: Db, owner: Owner, now: string): Promise<void> {
  await db
    .insertInto('baskets')
    .values({ user_id: owner.userId, session_id: owner.sessionId, is_main: 1, ...mainBasket, promocode_id: null, created_at: now, updated_at: now })
    .onConflict((oc) => (owner.userId !== null ? oc.column('user_id').where(sql<boolean>`is_main = 1`) : oc.column('session_id')).doNothing())
    .execute();
}

export async function insertBasket(db: Db, userId: number, basket: { name: string; description: string; color: BasketColor }, now: string): Promise<number> {
  const row = await db
    .insertInto('baskets')
    .values({ user_id: userId, session_id: null, is_main: 0, ...basket, promocode_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBasket(
  db: Db,
  basketId: number,
  changes: { name?: string; description?: string; color?: BasketColor; promocode_id?: number | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('baskets')
    .set({ ...changes, updated_at: now })
    .where('id', '=', basketId)
    .execute();
}

/** Locks every basket of the user (creating one counts them), as lockActiveBasket locks the active one. */
export async function lockUserBaskets(db: Db, userId: number, now: string): Promise<void> {
  await lockBaskets(db, (eb) => eb('user_id', '=', userId), now, true).execute();
}

/** Changes a basket of the user's; false when it is not theirs. */
export async function updateUserBasket(
  db: Db,
  userId: number,
  basketId: number,
  changes: { name: string; description?: string; color?: BasketColor },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('baskets')
    .set({ ...changes, updated_at: now })
    .where('id', '=', basketId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a basket of the user's other than the main one (its lines and its being active go with it); false otherwise. */
export async function deleteUserBasket(db: Db, userId: number, basketId: number): Promise<boolean> {
  const result = await db.deleteFrom('baskets').where('id', '=', basketId).where('user_id', '=', userId).where('is_main', '=', 0).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Makes a basket of the user's the active one, in one statement that checks the owner; false when it is not theirs. */
export async function activateUserBasket(db: Db, userId: number, basketId: number): Promise<boolean> {
  const result = await db
    .insertInto('active_baskets')
    .columns(['user_id', 'basket_id'])
    .expression((eb) => eb.selectFrom('baskets').select(['user_id', 'id']).where('id', '=', basketId).where('user_id', '=', userId))
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ basket_id: eb.ref('excluded.basket_id') })))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
