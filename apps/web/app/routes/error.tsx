import { ErrorPage } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/error';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Ошибка', noindex: true });

/** /error: the error page on its own address (spec §2). */
export default function ErrorRoute() {
  return <ErrorPage notFound={false} />;
}
