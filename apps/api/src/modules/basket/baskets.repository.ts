import type { BasketColor } from '@store/contracts';
import { PostgresAdapter, sql } from 'kysely';
import { type Db, keptPrepared } from '../../db/database.ts';
import type { SessionColumns } from '../session/session.repository.ts';
import { type Owner, ownerFound, type Visitor, visitorColumns, visitorRow } from '../session/visitor.ts';
import type { LiveLine } from './basket-items.repository.ts';

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

/**
 * Which rows may be the active basket, as a join of `baskets b` with the visitor's row `v` (`visitorRow`): a guest's
 * only one; a user's chosen one and the main one. Written in SQL: these are the statements every page and every add
 * makes, where building them with Kysely cost more of the process's CPU than a round trip (bench/RESULTS.md).
 */
function activeCandidates(multiEnabled: boolean) {
  // `in`, not `=`: SQLite 3.53's planner fails on `is_main = ? or id = (subquery)` with the partial index.
  const chosen = multiEnabled ? sql` or b.id in (select a.basket_id from active_baskets a where a.user_id = v.user_id)` : sql``;
  return sql`b.session_id = v.id or (b.user_id = v.user_id and (b.is_main = 1${chosen}))`;
}

const basketColumns = sql`b.id, b.is_main, b.name, b.description, b.color, b.promocode_id`;
type BasketColumns = Parameters<typeof toBasket>[0];

/** The basket the visitor works in: a guest's only one; a user's chosen one, else the main one. */
export async function findActiveBasket(db: Db, owner: Owner, multiEnabled: boolean): Promise<BasketRow | undefined> {
  const { rows } = await sql<BasketColumns>`select ${basketColumns} from baskets b join (${visitorRow(owner)}) v on ${activeCandidates(multiEnabled)}
    order by b.is_main limit 1 ${keptPrepared}`.execute(db);
  return rows[0] && toBasket(rows[0]);
}

type ActiveRow = BasketColumns & { [K in Exclude<keyof LiveLine, 'basket_id'>]: LiveLine[K] | null };

/**
 * The active basket and its lines with their products' prices and stock now, in one statement (a basket read is
 * one round trip): undefined while the visitor has none. Lines as `liveLines`. For a session not read yet the same
 * statement reads the session, and hands its row to the lookup.
 */
export async function findActiveBasketWithLines(db: Db, visitor: Visitor, multiEnabled: boolean): Promise<ActiveBasket | undefined> {
  // The visitor, its active basket if any, and that basket's lines: no row at all for a session that is not live.
  const { rows } = await sql<SessionColumns & { [K in keyof ActiveRow]: ActiveRow[K] | null }>`
    with v as (${visitorRow(visitor)}),
    active as (select ${basketColumns} from baskets b join v on ${activeCandidates(multiEnabled)} order by b.is_main limit 1)
    select ${visitorColumns}, active.id, active.is_main, active.name, active.description, active.color, active.promocode_id,
      i.id as bid, i.quantity, p.id as product_id, p.price, p.discount_price, p.stock, p.lead_time_days
    from v left join active on true
      left join basket_items i on i.basket_id = active.id
      left join products p on p.id = i.product_id
    order by i.id ${keptPrepared}`.execute(db);
  const owner = await ownerFound(visitor, rows[0]);
  return owner && rows[0]?.id != null ? activeBasketOf(owner, rows as ActiveRow[]) : undefined;
}

/** The visitor's active basket with its lines, and whose it is. */
export interface ActiveBasket {
  owner: Owner;
  basket: BasketRow;
  lines: LiveLine[];
}

/** The basket and its lines from rows of the basket joined with its lines (an empty basket is one row of nulls). */
function activeBasketOf(owner: Owner, rows: readonly ActiveRow[]): ActiveBasket | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const lines: LiveLine[] = [];
  // A line whose product is gone is left out, as liveLines' join does.
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
  return { owner, basket: toBasket(first), lines };
}

/**
 * The active basket, locked for a write (undefined while the owner has none): one UPDATE of its row (and
 * of the main one beside a chosen one). On PostgreSQL the rows stay locked until commit; on SQLite the
 * statement takes the database's write lock, which a transaction that read first could not get while
 * another process writes.
 */
export async function lockActiveBasket(db: Db, owner: Owner, multiEnabled: boolean, now: string): Promise<BasketRow | undefined> {
  const { rows } = await sql<BasketColumns>`update baskets set updated_at = ${now}
    where id in (select b.id from baskets b join (${visitorRow(owner)}) v on ${activeCandidates(multiEnabled)})
    returning id, is_main, name, description, color, promocode_id ${keptPrepared}`.execute(db);
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
  visitor: Visitor,
  multiEnabled: boolean,
  line: { productId: number; quantity: number; max: number },
): Promise<number | undefined> {
  const forUpdate = db.getExecutor().adapter instanceof PostgresAdapter ? sql`for update of b` : sql``;
  const { rows } = await sql<{ quantity: number }>`update basket_items set quantity = quantity + ${line.quantity}
    where basket_id = (select b.id from baskets b join (${visitorRow(visitor)}) v on ${activeCandidates(multiEnabled)} order by b.is_main limit 1 ${forUpdate})
      and product_id = ${line.productId} and quantity <= ${line.max - line.quantity}
    returning quantity ${keptPrepared}`.execute(db);
  return rows[0]?.quantity;
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

/** Locks every basket of the user (creating one counts them), as lockActiveBasket does one. */
export async function lockUserBaskets(db: Db, userId: number, now: string): Promise<void> {
  await db.updateTable('baskets').set({ updated_at: now }).where('user_id', '=', userId).execute();
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
