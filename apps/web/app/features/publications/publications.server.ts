import { newsListQuerySchema } from '@store/contracts';
import { data, redirect } from 'react-router';
import { ApiError } from '~/api/client';
import { asPageAnswer } from '~/api/page-answer.server';
import { requestApi } from '~/api/request-api.server';
import { newsPath } from './publication-paths';

type Context = Parameters<typeof requestApi>[0];
type Section = 'news' | 'promo';

/** A section's pages are there while its setting is on (the profile's routes let only signed-in users in). */
async function requireSection(context: Context, section: Section) {
  if (!(await requestApi(context).settings()).profile[section]) throw data(null, { status: 404 });
}

/**
 * A page of the news (spec §2 /profile/news/), each marked new against the reader's last visit; then the visit is
 * remembered, so the menu's dot goes out (it is asked for again as the reader leaves: layouts/profile.tsx). A page
 * number that is not one is the first page's address.
 */
export async function readNewsList(context: Context, url: URL) {
  await requireSection(context, 'news');
  // The page number alone: an address carries other parameters too (a data request's `_routes`, a mail's `utm_…`).
  const query = newsListQuerySchema.safeParse({ page: url.searchParams.get('page') ?? undefined });
  if (!query.success) throw redirect(newsPath());
  const { api } = requestApi(context);
  const list = await api.get('/News/getList/', query.data).catch(asPageAnswer);
  if (list.page > 1 && list.items.length === 0) throw data(null, { status: 404 });
  await api.post('/News/markSeen/');
  return list;
}

/** One news item by the code in its address. */
export async function readNewsItem(context: Context, code: string) {
  await requireSection(context, 'news');
  return requestApi(context).api.get('/News/get/', { code }).catch(asPageAnswer);
}

/** The promotions running now (spec §2 /profile/promo/). */
export async function readPromotions(context: Context) {
  await requireSection(context, 'promo');
  return requestApi(context).api.get('/Promo/getList/').catch(asPageAnswer);
}

/** One promotion by the code in its address, an ended one too (old links stay readable). */
export async function readPromotion(context: Context, code: string) {
  await requireSection(context, 'promo');
  return requestApi(context).api.get('/Promo/get/', { code }).catch(asPageAnswer);
}

export type PromotionActionAnswer = { error: string };

/**
 * "Применить в корзине" on a promotion's page: its own code (never one the form sends) applied to the active basket,
 * then the basket, where the discount shows; a refusal (an empty basket, a sum below the code's minimum) stays on the
 * page with the reason.
 */
export async function applyPromotionCode(context: Context, code: string): Promise<PromotionActionAnswer> {
  const promotion = await readPromotion(context, code);
  if (!promotion.promocode || promotion.isOver) return { error: 'Акция завершилась, промокод больше не действует' };
  try {
    const answer = await requestApi(context).api.post('/Promocode/apply/', { code: promotion.promocode });
    if (!answer.success) return { error: answer.error ?? 'Промокод не применён' };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
  throw redirect('/basket/');
}
