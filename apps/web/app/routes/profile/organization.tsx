import { data } from 'react-router';
import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { OrganizationDetails } from '~/features/organizations/organization-details';
import { changeOrganization, readOrganizations } from '~/features/organizations/organizations.server';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/organization';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.organization.name ?? 'Организация', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** One of the organisations the user sees; any other id (another company's included) is not found. */
async function findOrganization(context: Route.LoaderArgs['context'], id: string) {
  const { organizations, viewer } = await readOrganizations(context, await requireUser(context));
  const organization = organizations.find((entry) => String(entry.id) === id);
  if (!organization) throw data(null, { status: 404 });
  return { organization, parent: organizations.find((entry) => entry.id === organization.parentOrganization), viewer };
}

/** /profile/organizations/{id}/; `?delete` asks before deleting in the page itself (no scripts). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return { ...(await findOrganization(context, params.id)), askingDelete: new URL(request.url).searchParams.has('delete') };
}

/** The requisites saved, or the organisation deleted. */
export async function action(args: Route.ActionArgs) {
  const { organization } = await findOrganization(args.context, args.params.id);
  return changeOrganization(args, organization.id);
}

export default function OrganizationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { organization, parent, viewer, askingDelete } = loaderData;
  return (
    <OrganizationDetails key={organization.id} organization={organization} parent={parent} viewer={viewer} answer={actionData} askingDelete={askingDelete} />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
