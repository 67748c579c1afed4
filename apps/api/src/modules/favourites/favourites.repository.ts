import type { Db } from '../../db/database.ts';
import type { Owner } from '../session/visitor.ts';

function owned(db: Db, owner: Owner) {
  const query = db.selectFrom('favourites');
  return owner.userId !== null ? query.where('user_id', '=', owner.userId) : query.where('session_id', '=', owner.sessionId);
}

/** Product ids, the latest added first (one index range: favourites_user_product or favourites_session_product). */
export async function favouriteIds(db: Db, owner: Owner): Promise<number[]> {
  const rows = await owned(db, owner).select('product_id').orderBy('id', 'desc').execute();
  return rows.map((row) => row.product_id);
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
