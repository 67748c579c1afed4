import { redirect } from 'react-router';
import { basketAddSchema } from '@store/contracts';
import { ChangeRefusedBoundary } from '~/features/errors/change-refused';
import { pageMeta } from '~/features/seo/meta';
import { addPayload } from '~/lib/basket-form';
import { changeAndReturn } from '~/lib/change-and-return.server';
import type { Route } from './+types/change';

const refusedTitle = 'Товар не добавлен в корзину';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: refusedTitle, noindex: true });

/** POST /basket/change/: the add-to-basket form of a page whose JavaScript has not run (visitor/add-to-basket.tsx). */
export async function action(args: Route.ActionArgs) {
  return changeAndReturn(args, {
    payload: addPayload,
    schema: basketAddSchema,
    send: (api, payload) => api.post('/Basket/add/', payload),
    fallback: '/basket/',
    flash: 'basket-added',
  });
}

/** An address typed by hand leads to the basket. */
export function loader() {
  throw redirect('/basket/');
}

/** Never shown: the action answers with a redirect or a refusal (the boundary). */
export default function BasketChangeRoute() {
  return null;
}

export function ErrorBoundary() {
  return <ChangeRefusedBoundary title={refusedTitle} />;
}
