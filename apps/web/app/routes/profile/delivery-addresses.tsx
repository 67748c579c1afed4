import { requireUser } from '~/features/account/user-session.server';
import { DeliveryAddressList } from '~/features/delivery-addresses/delivery-address-list';
import { DeliveryAddressPanel } from '~/features/delivery-addresses/delivery-address-panel';
import { deliveryAddressAction, panelFromUrl, readDeliveryAddresses } from '~/features/delivery-addresses/delivery-addresses.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/delivery-addresses';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Адреса доставки', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/delivery-addresses/: the buyer's saved addresses, while the profile section is on; `?add`, `?edit=`, `?delete=` open a form in the page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context);
  return { ...(await readDeliveryAddresses(context)), panel: panelFromUrl(new URL(request.url)) };
}

/** The page's plain forms, for a browser without scripts. */
export async function action(args: Route.ActionArgs) {
  await requireUser(args.context);
  await readDeliveryAddresses(args.context);
  return deliveryAddressAction(args);
}

export default function DeliveryAddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, city } = loaderData;
  const panel = actionData?.panel ?? loaderData.panel;
  const shown = panel ? (
    <DeliveryAddressPanel
      key={JSON.stringify(panel)}
      panel={panel}
      address={panel.kind === 'add' ? undefined : addresses.find((address) => address.id === panel.id)}
      city={city}
      failure={actionData?.failure}
    />
  ) : null;
  return <DeliveryAddressList initial={addresses} city={city} panel={shown} />;
}

export const ErrorBoundary = RouteErrorBoundary;
