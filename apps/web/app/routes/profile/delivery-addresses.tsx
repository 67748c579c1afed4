import { requireUser } from '~/features/account/user-session.server';
import { DeliveryAddressList } from '~/features/delivery-addresses/delivery-address-list';
import { readDeliveryAddresses } from '~/features/delivery-addresses/delivery-addresses.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/delivery-addresses';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Адреса доставки', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/delivery-addresses/: the buyer's saved addresses, while the profile section is on. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context);
  return readDeliveryAddresses(context);
}

export default function DeliveryAddressesRoute({ loaderData }: Route.ComponentProps) {
  return <DeliveryAddressList initial={loaderData.addresses} city={loaderData.city} />;
}

export const ErrorBoundary = RouteErrorBoundary;
