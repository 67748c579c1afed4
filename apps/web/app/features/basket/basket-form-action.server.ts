import { data, redirect } from 'react-router';
import { ApiError } from '~/api/client';
import { requestApi } from '~/api/request-api.server';
import { intentKey } from '~/forms/schema-form';
import { returnPath } from '~/lib/return-path';

type ActionArgs = { request: Request; context: Parameters<typeof requestApi>[0] };

/** The form fields of the basket controls without scripts (decision 0004); the names are the API's own. */
export const basketFormIntents = ['set-quantity', 'remove'] as const;
export type BasketFormIntent = (typeof basketFormIntents)[number];

/**
 * POST /basket/ from the basket page's controls when scripts are off: `intent` set-quantity (`bid`, `quantity`) or
 * remove (`bid`), then back to where the form came from (post/redirect/get, lib/return-path.ts). The same API calls
 * as the stores make; a refusal answers with its message. Adding from any page posts to /basket/change/.
 */
export async function basketFormAction({ request, context }: ActionArgs) {
  const form = await request.formData();
  const intent = basketFormIntents.find((known) => known === form.get(intentKey));
  // A missing or bad number is the API's to refuse, with its message.
  const number = (key: string) => Number(form.get(key));
  const { api } = requestApi(context);
  try {
    if (intent === 'set-quantity') await api.post('/Basket/setQuantity/', { bid: number('bid'), quantity: number('quantity') });
    else if (intent === 'remove') await api.post('/Basket/remove/', { bids: [number('bid')] });
    else return data({ error: 'Неизвестное действие с корзиной' }, { status: 400 });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ error: error.message }, { status: error.httpStatus });
  }
  throw redirect(returnPath(request, form, '/basket/'));
}
