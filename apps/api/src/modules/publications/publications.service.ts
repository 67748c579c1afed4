import { type NewsCard, type NewsDetail, type NewsList, type PromotionCard, type PromotionDetail, publicationLimits } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { renderMarkdownCached } from '../content/markdown.ts';
import { findPublished, hasNewsAfter, listNews, listRunningPromotions, newsSeenAt, type PublicationCardRow, setNewsSeenAt } from './publications.repository.ts';

export const publicationMessages = {
  newsNotFound: 'Новость не найдена',
  promotionNotFound: 'Акция не найдена',
} as const;

const now = () => new Date().toISOString();

const card = ({ code, title, summary, image }: PublicationCardRow) => ({ code, title, summary, image });

/** New to the reader: published after they last opened the list (all of it when they never have). */
const newsCard = (row: PublicationCardRow, seenAt: string | null): NewsCard => ({
  ...card(row),
  published_at: row.published_at,
  is_new: seenAt === null || row.published_at > seenAt,
});

const promotionCard = (row: PublicationCardRow): PromotionCard => ({
  ...card(row),
  starts_at: row.published_at,
  ends_at: row.ends_at,
  promocode: row.promocode,
});

/** A page of the published news, newest first; reading it marks nothing seen (the client calls markSeen). */
export async function newsPage(db: Db, userId: number, page: number): Promise<NewsList> {
  const pageSize = publicationLimits.newsPageSize;
  const [seenAt, { rows, total }] = await Promise.all([newsSeenAt(db, userId), listNews(db, now(), (page - 1) * pageSize, pageSize)]);
  return { items: rows.map((row) => newsCard(row, seenAt)), total, page, page_size: pageSize };
}

/** One published news item; one dated later is not there yet. */
export async function newsItem(db: Db, userId: number, code: string): Promise<NewsDetail> {
  const [seenAt, row] = await Promise.all([newsSeenAt(db, userId), findPublished(db, 'news', code, now())]);
  if (!row) throw notFound(publicationMessages.newsNotFound);
  return { ...newsCard(row, seenAt), body_html: renderMarkdownCached(db, `news:${code}`, row.body_md) };
}

export function markNewsSeen(db: Db, userId: number): Promise<void> {
  return setNewsSeenAt(db, userId, now());
}

/** Whether news came out since the user last opened the list; a guest has none to read. */
export async function hasUnseenNews(db: Db, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  return hasNewsAfter(db, await newsSeenAt(db, userId), now());
}

export async function runningPromotions(db: Db): Promise<PromotionCard[]> {
  return (await listRunningPromotions(db, now(), publicationLimits.maxPromotions)).map(promotionCard);
}

/** A started promotion, running or over: an old link still opens it, but an ended one offers its code no more. */
export async function promotion(db: Db, code: string): Promise<PromotionDetail> {
  const at = now();
  const row = await findPublished(db, 'promo', code, at);
  if (!row) throw notFound(publicationMessages.promotionNotFound);
  const isOver = row.ends_at !== null && row.ends_at <= at;
  return {
    ...promotionCard(row),
    promocode: isOver ? null : row.promocode,
    body_html: renderMarkdownCached(db, `promo:${code}`, row.body_md),
    is_over: isOver,
  };
}
