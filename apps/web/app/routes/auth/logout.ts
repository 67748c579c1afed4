import { redirect } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { afterLogout } from '~/features/account/after-logout';
import type { Route } from './+types/logout';

/** POST /auth/logout/: ends the session on the server and clears its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const from = (await request.formData()).get('redirect_to');
  await requestApi(context).api.post('/Auth/logout/');
  throw redirect(afterLogout(from));
}

/** Nothing to show: an address typed by hand goes home. */
export function loader() {
  throw redirect('/');
}
