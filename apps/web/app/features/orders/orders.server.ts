import { data, redirect, redirectDocument } from 'react-router';
import { ApiError } from '~/api/client';
import { asPageAnswer } from '~/api/page-answer.server';
import { requestApi } from '~/api/request-api.server';
import { intentKey } from '~/forms/schema-form';
import { listQueryFromUrl } from './order-filters';

type Context = Parameters<typeof requestApi>[0];

/** The orders pages are there while `orders.enabled` is on (the routes let only signed-in buyers in). */
async function requireOrders(context: Context) {
  if (!(await requestApi(context).settings()).orders.enabled) throw data(null, { status: 404 });
}

/** Who reads the list: a company manager's holds their employees' orders too, and can be narrowed to an organisation. */
export interface OrderListReader {
  userType: string;
  isAnyManager: boolean;
}

/**
 * A page of the buyer's orders, filtered as the page's address says (GET /Order/getList/), and for a company manager
 * the organisations to filter by (those they manage, when organisations are on).
 */
export async function readOrderList(context: Context, url: URL, reader: OrderListReader) {
  await requireOrders(context);
  const { api, settings } = requestApi(context);
  const query = listQueryFromUrl(url.searchParams);
  const manager = reader.userType === 'legal' && reader.isAnyManager && (await settings()).profile.organizations;
  const [list, organizations] = await Promise.all([api.get('/Order/getList/', query).catch(asPageAnswer), manager ? api.get('/Organizations/getList/') : []]);
  return { list, query, organizations: organizations.map(({ id, name }) => ({ code: String(id), name })) };
}

/** One of the buyer's orders (GET /Order/get/); anyone else's is a 404 page. */
export async function readOrder(context: Context, orderNum: string) {
  await requireOrders(context);
  return requestApi(context).api.get('/Order/get/', { order_num: orderNum }).catch(asPageAnswer);
}

export type OrderActionAnswer = { intent: 'cancel' | 'repeat' | 'pay'; notice?: string; error?: string };

/**
 * The order page's forms, with or without scripts: cancel (the page shows the cancelled order) and repeat (the
 * lines go into the active basket, then the basket page opens) and pay (online by card: the payment provider's page
 * opens, a whole page load, since it is not one of the app's routes).
 */
export async function orderAction({ request, context, params }: { request: Request; context: Context; params: { orderNum?: string } }) {
  await requireOrders(context);
  const formData = await request.formData();
  const intent = formData.get(intentKey);
  const orderNum = params.orderNum ?? '';
  if (intent !== 'cancel' && intent !== 'repeat' && intent !== 'pay') throw data(null, { status: 400 });
  const { api } = requestApi(context);
  try {
    if (intent === 'pay') {
      const { paymentUrl } = await api.post('/Payment/pay/', { order_num: orderNum });
      return redirectDocument(paymentUrl);
    }
    if (intent === 'repeat') {
      await api.post('/Order/repeat/', { order_num: orderNum });
      return redirect('/basket/');
    }
    await api.post('/Order/cancel/', { order_num: orderNum });
    return { intent, notice: 'Заказ отменён' } satisfies OrderActionAnswer;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.httpStatus === 404) throw data(null, { status: 404 });
    return data({ intent, error: error.message } satisfies OrderActionAnswer, { status: error.httpStatus });
  }
}
