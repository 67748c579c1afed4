import { requestApi } from '~/api/request-api.server';
import { basketFormAction } from '~/features/basket/basket-form-action.server';
import { BasketPage } from '~/features/basket/basket-page';
import { BasketTable } from '~/features/basket/basket-table';
import { CheckoutEntry } from '~/features/checkout/checkout-entry';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Корзина', noindex: true });

/** The visitor's own basket: never cached anywhere. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * This page alone reads the basket on the server (decision 0004: others fill it after they are shown), so it reads
 * without scripts; the store then starts from it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { basket: await requestApi(context).api.get('/Basket/get/') };
}

/** The basket controls without scripts post here (decision 0004), e.g. the listing's add-to-basket form. */
export async function action(args: Route.ActionArgs) {
  return basketFormAction(args);
}

export default function BasketRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, user } = useRootData();
  return (
    <>
      <BasketPage serverBasket={loaderData.basket} settings={settings} signedIn={user !== null} refusal={actionData?.error ?? null} />
      {/* Spec §2: the checkout modal, on ?checkout=true; its 'Мои товары' is this page's lines table, read-only. */}
      <CheckoutEntry goodsTable={(lines) => <BasketTable lines={lines} caption="Мои товары" />} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
