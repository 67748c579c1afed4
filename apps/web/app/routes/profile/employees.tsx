import { requireUser } from '~/features/account/user-session.server';
import { EmployeeList } from '~/features/employees/employee-list';
import { addEmployee, readEmployees } from '~/features/employees/employees.server';
import { NewEmployeeForm, backToList } from '~/features/employees/new-employee-form';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/employees';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Сотрудники', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/employees/: the company's employees; `?add` shows the "Новый сотрудник" form in the page (no scripts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { employees, organizations } = await readEmployees(context, await requireUser(context));
  return { employees, organizations, adding: new URL(request.url).searchParams.has('add') };
}

/** "Новый сотрудник", from the dialog or the page's own form. */
export async function action(args: Route.ActionArgs) {
  await readEmployees(args.context, await requireUser(args.context));
  return addEmployee(args);
}

export default function EmployeesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { employees, organizations, adding } = loaderData;
  const panel = adding ? (
    <section className="profile-panel ui-surface" aria-labelledby="new-employee">
      <h2 id="new-employee" className="profile-panel__title">
        Новый сотрудник
      </h2>
      <NewEmployeeForm organizations={organizations} failure={actionData} cancel={backToList} />
    </section>
  ) : null;
  return <EmployeeList employees={employees} organizations={organizations} panel={panel} />;
}

export const ErrorBoundary = RouteErrorBoundary;
