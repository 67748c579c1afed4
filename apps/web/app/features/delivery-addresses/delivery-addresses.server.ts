import { data } from 'react-router';
import { requestApi } from '~/api/request-api.server';

type Context = Parameters<typeof requestApi>[0];

/** /profile/delivery-addresses/: the saved addresses of the buyer (the route lets only them in), while the profile section is on (else 404). */
export async function readDeliveryAddresses(context: Context) {
  const { api, settings } = requestApi(context);
  const current = await settings();
  if (!current.profile.deliveryAddresses) throw data(null, { status: 404 });
  return { addresses: await api.get('/DeliveryAddresses/getList/'), city: current.city };
}
