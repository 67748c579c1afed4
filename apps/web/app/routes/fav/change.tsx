import { redirect } from 'react-router';
import { favouriteRequestSchema } from '@store/contracts';
import { ChangeRefusedBoundary } from '~/features/errors/change-refused';
import { pageMeta } from '~/features/seo/meta';
import { changeAndReturn } from '~/lib/change-and-return.server';
import type { Route } from './+types/change';

const refusedTitle = 'Избранное не изменено';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: refusedTitle, noindex: true });

/** POST /fav/change/: the heart of a page whose JavaScript has not run (features/favourites/favourite-toggle.tsx). */
export async function action(args: Route.ActionArgs) {
  return changeAndReturn(args, {
    payload: (form) => ({ id: Number(form.get('id')) }),
    schema: favouriteRequestSchema,
    send: (api, payload, form) => api.post(form.get('intent') === 'remove' ? '/Favourite/delete/' : '/Favourite/add/', payload),
    fallback: '/fav/',
  });
}

/** An address typed by hand leads to the favourites. */
export function loader() {
  throw redirect('/fav/');
}

/** Never shown: the action answers with a redirect or a refusal (the boundary). */
export default function FavouriteChangeRoute() {
  return null;
}

export function ErrorBoundary() {
  return <ChangeRefusedBoundary title={refusedTitle} />;
}
