import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type PublicationKind = Database['publications']['kind'];
export type NewPublication = Insertable<Database['publications']>;

const cardColumns = ['code', 'title', 'summary', 'image', 'published_at', 'ends_at', 'promocode'] as const;
export type PublicationCardRow = Pick<Selectable<Database['publications']>, (typeof cardColumns)[number]>;
export type PublicationRow = PublicationCardRow & { body_md: string };

/** Timestamps are ISO text on both dialects, so comparing them as text compares the moments. */
const published = (db: Db, kind: PublicationKind, now: string) => db.selectFrom('publications').where('kind', '=', kind).where('published_at', '<=', now);

/** A page of the news published by `now`, newest first, and how many there are. */
export async function listNews(db: Db, now: string, offset: number, limit: number): Promise<{ rows: PublicationCardRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    published(db, 'news', now).select(cardColumns).orderBy('published_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    published(db, 'news', now)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The promotions running at `now` (started, not ended), the latest start first. */
export function listRunningPromotions(db: Db, now: string, limit: number): Promise<PublicationCardRow[]> {
  return published(db, 'promo', now)
    .select(cardColumns)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A publication by code once published (an ended promotion included); undefined before then. */
export function findPublished(db: Db, kind: PublicationKind, code: string, now: string): Promise<PublicationRow | undefined> {
  return published(db, kind, now)
    .select([...cardColumns, 'body_md'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Whether any news came out after `since` (any at all when null) and by `now`. */
export async function hasNewsAfter(db: Db, since: string | null, now: string): Promise<boolean> {
  let query = published(db, 'news', now).select('id');
  if (since !== null) query = query.where('published_at', '>', since);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function newsSeenAt(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('news_seen_at').where('id', '=', userId).executeTakeFirst();
  return row?.news_seen_at ?? null;
}

export async function setNewsSeenAt(db: Db, userId: number, now: string): Promise<void> {
  await db.updateTable('users').set({ news_seen_at: now }).where('id', '=', userId).execute();
}

export async function insertPublications(db: Db, publications: readonly NewPublication[]): Promise<void> {
  if (publications.length > 0) await db.insertInto('publications').values(publications).execute();
}
