import { data, redirect } from 'react-router';
import { basketCreateSchema } from '@store/contracts';
import { type ApiClient, ApiError } from '~/api/client';
import { requestApi } from '~/api/request-api.server';
import { firstMessage, intentKey } from '~/forms/schema-form';
import { submitForm } from '~/forms/submit-form.server';
import type { SpecificationAnswer, SpecificationIntent } from './specification-answer';

type ActionArgs = { request: Request; context: Parameters<typeof requestApi>[0]; params: { id?: string } };

const intents: readonly SpecificationIntent[] = ['update', 'activate', 'delete', 'copy'];

/** One API call of an intent without fields of its own; a refusal comes back with its message. */
async function attempt(args: ActionArgs, intent: SpecificationIntent, notice: string, send: (api: ApiClient) => Promise<unknown>) {
  try {
    await send(requestApi(args.context).api);
    return { intent, notice } satisfies SpecificationAnswer;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ intent, error: firstMessage(error.message, error.fields) ?? error.message } satisfies SpecificationAnswer, { status: error.httpStatus });
  }
}

/**
 * The specification page's forms (decision 0004: the profile's named baskets post to their route action, with or
 * without scripts): rename and recolour, make active, delete, copy the lines into another basket.
 */
export async function specificationAction(args: ActionArgs) {
  const basketId = Number(args.params.id);
  const formData = await args.request.formData();
  const intent = intents.find((known) => known === formData.get(intentKey));
  if (!intent || !Number.isInteger(basketId)) throw data(null, { status: 400 });

  switch (intent) {
    case 'update': {
      const outcome = await submitForm(
        args,
        basketCreateSchema,
        (api, payload) => api.post('/Basket/updateBasket/', { basket_id: basketId, ...payload }),
        formData,
      );
      if (!outcome.ok) return data({ intent, failure: outcome.failure } satisfies SpecificationAnswer, outcome.init);
      return { intent, notice: 'Сохранено' } satisfies SpecificationAnswer;
    }
    case 'activate':
      return attempt(args, intent, 'Корзина стала активной: товары добавляются в неё', (api) => api.post('/Basket/changeBasket/', { basket_id: basketId }));
    case 'delete': {
      const answer = await attempt(args, intent, 'Корзина удалена', (api) => api.post('/Basket/deleteBasket/', { basket_id: basketId }));
      if ('notice' in answer) throw redirect('/profile/baskets/');
      return answer;
    }
    case 'copy': {
      const target = Number(formData.get('to_basket_id')) || 0;
      return attempt(args, intent, 'Товары скопированы', (api) => api.post('/Basket/copyItems/', { from_basket_id: basketId, to_basket_id: target }));
    }
  }
}
