import { redirect } from 'react-router';
import { serverApi } from '~/api/server-api';
import { afterLogout } from '~/features/account/after-logout';
import type { Route } from './+types/logout';

/** POST /auth/logout/: ends the session on the server and clears its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const from = (await request.formData()).get('redirect_to');
  const api = serverApi({ request, context });
  await api.post('/Auth/logout/');
  const headers = new Headers();
  for (const cookie of api.setCookies) headers.append('set-cookie', cookie);
  throw redirect(afterLogout(from), { headers });
}

/** Nothing to show: an address typed by hand goes home. */
export function loader() {
  throw redirect('/');
}
