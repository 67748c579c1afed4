import { data } from 'react-router';
import { asPageAnswer } from '~/api/page-answer.server';
import { requestApi } from '~/api/request-api.server';

type Context = Parameters<typeof requestApi>[0];

/** One of the signed-in user's baskets, whole (GET /Basket/getBasket/); another user's id is a 404 page. */
export function readOwnedBasket(context: Context, basketId: string) {
  return requestApi(context).api.get('/Basket/getBasket/', { basket_id: basketId }).catch(asPageAnswer);
}

/** The active basket (GET /Basket/get/). */
export function readActiveBasket(context: Context) {
  return requestApi(context).api.get('/Basket/get/');
}

/** The user's named baskets; the specifications pages are there only while several baskets are on. */
export async function readBasketList(context: Context) {
  const { api, settings } = requestApi(context);
  if (!(await settings()).basket.multiEnabled) throw data(null, { status: 404 });
  return api.get('/Basket/getMultiBaskets/');
}
