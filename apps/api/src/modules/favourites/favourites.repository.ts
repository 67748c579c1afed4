import { sql } from 'kysely';
import { type Db, keptPrepared } from '../../db/database.ts';
import type { SessionColumns } from '../session/session.repository.ts';
import { type Owner, ownerFound, type Visitor, visitorColumns, visitorRow } from '../session/visitor.ts';

function owned(db: Db, owner: Owner) {
  const query = db.selectFrom('favourites');
  return owner.userId !== null ? query.where('user_id', '=', owner.userId) : query.where('session_id', '=', owner.sessionId);
}

/**
 * Product ids, the latest added first (one index range: favourites_user_product or favourites_session_product).
 * Asked on every page, so written in SQL as the basket's read is (baskets.repository.ts); for a session not read yet
 * the same statement reads it, and hands its row to the lookup.
 */
export async function favouriteIds(db: Db, visitor: Visitor): Promise<number[]> {
  const { rows } = await sql<SessionColumns & { product_id: number | null }>`
    with v as (${visitorRow(visitor)})
    select ${visitorColumns}, f.product_id from v left join favourites f on f.session_id = v.id or f.user_id = v.user_id
    order by f.id desc ${keptPrepared}`.execute(db);
  await ownerFound(visitor, rows[0]);
  return rows.flatMap((row) => row.product_id ?? []);
}

export async function countFavourites(db: Db, owner: Owner): Promise<number> {
  const row = await owned(db, owner)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds a product; adding it again changes nothing. */
export async function insertFavourite(db: Db, owner: Owner, productId: number, now: string): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ user_id: owner.userId, session_id: owner.sessionId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(owner.userId !== null ? ['user_id', 'product_id'] : ['session_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: Db, owner: Owner, productId: number): Promise<void> {
  let query = db.deleteFrom('favourites').where('product_id', '=', productId);
  query = owner.userId !== null ? query.where('user_id', '=', owner.userId) : query.where('session_id', '=', owner.sessionId);
  await query.execute();
}

/** Copies a guest's favourites to the user, keeping their order; ones the user has already stay as they are. */
export async function copyGuestFavourites(db: Db, sessionId: string, userId: number): Promise<void> {
  await db
    .insertInto('favourites')
    .columns(['user_id', 'product_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('favourites')
        .select([eb.cast<number>(eb.val(userId), 'integer').as('user_id'), 'product_id', 'created_at'])
        .where('session_id', '=', sessionId)
        .orderBy('id'),
    )
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}
