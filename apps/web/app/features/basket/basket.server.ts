import { data, redirect } from 'react-router';
import { ApiError } from '~/api/client';
import { requestApi } from '~/api/request-api.server';

type Context = Parameters<typeof requestApi>[0];

/** A refusal of the API as the page's answer: a basket that is not the visitor's is not found; a guest signs in first. */
function asPageAnswer(error: unknown): never {
  if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400)) throw data(null, { status: 404 });
  if (error instanceof ApiError && error.httpStatus === 401) throw redirect('/auth/');
  throw error;
}

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
