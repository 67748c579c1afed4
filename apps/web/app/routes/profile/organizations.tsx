import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { NewOrganizationForm, backToList } from '~/features/organizations/new-organization-form';
import { OrganizationList } from '~/features/organizations/organization-list';
import { addOrganization, readOrganizations } from '~/features/organizations/organizations.server';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/organizations';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Организации', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/organizations/: the company's organisations; `?add` shows the "Новая организация" form in the page (no scripts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { organizations, viewer } = await readOrganizations(context, await requireUser(context));
  return { organizations, viewer, adding: viewer.isAnyManager && new URL(request.url).searchParams.has('add') };
}

/** "Новая организация", from the dialog or the page's own form. */
export async function action(args: Route.ActionArgs) {
  await readOrganizations(args.context, await requireUser(args.context));
  return addOrganization(args);
}

export default function OrganizationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { organizations, viewer, adding } = loaderData;
  const panel = adding ? (
    <section className="profile-panel ui-surface" aria-labelledby="new-organization">
      <h2 id="new-organization" className="profile-panel__title">
        Новая организация
      </h2>
      <NewOrganizationForm organizations={organizations} isMainManager={viewer.isMainManager} failure={actionData} cancel={backToList} />
    </section>
  ) : null;
  return <OrganizationList organizations={organizations} viewer={viewer} panel={panel} />;
}

export const ErrorBoundary = RouteErrorBoundary;
