import { data } from 'react-router';
import { requireUser } from '~/features/account/user-session.server';
import { EmployeeDetails } from '~/features/employees/employee-details';
import { changeEmployee, readEmployees } from '~/features/employees/employees.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/employee';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, { title: loaderData?.employee.name ?? 'Сотрудник', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** One of the employees the manager sees; any other id (another company's included) is not found. */
async function findEmployee(context: Route.LoaderArgs['context'], id: string) {
  const { employees, organizations } = await readEmployees(context, await requireUser(context));
  const employee = employees.find((entry) => String(entry.id) === id);
  if (!employee) throw data(null, { status: 404 });
  return { employee, organizations };
}

/** /profile/employees/{id}/; `?delete` asks before deleting in the page itself (no scripts). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return { ...(await findEmployee(context, params.id)), askingDelete: new URL(request.url).searchParams.has('delete') };
}

/** The changes saved, or the employee deleted. */
export async function action(args: Route.ActionArgs) {
  const { employee } = await findEmployee(args.context, args.params.id);
  return changeEmployee(args, employee.id);
}

export default function EmployeeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { employee, organizations, askingDelete } = loaderData;
  return <EmployeeDetails key={employee.id} employee={employee} organizations={organizations} answer={actionData} askingDelete={askingDelete} />;
}

export const ErrorBoundary = RouteErrorBoundary;
