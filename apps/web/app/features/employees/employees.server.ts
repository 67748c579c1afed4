import { employeeFormSchema, employeeUpdateFormSchema, formatPhone, normalizeEmail } from '@store/contracts';
import { data, redirect } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { type FormFailure, intentKey } from '~/forms/schema-form';
import { sendForm, submitForm } from '~/forms/submit-form.server';
import { employeePath, employeesPath } from './employee-paths';

type Context = Parameters<typeof requestApi>[0];
type ActionArgs = { request: Request; context: Context };

/** The signed-in user as far as the section asks (the route's `requireUser`). */
export interface EmployeesViewer {
  userType: string;
  isAnyManager: boolean;
}

/**
 * The section's data (spec §2 /profile/employees/): the company's employees the manager sees, with phones as people
 * read them, and the organisations they may be given. Only while the section is on and for a company's manager (the
 * menu shows it to them alone); else 404.
 */
export async function readEmployees(context: Context, user: EmployeesViewer) {
  const { api, settings } = requestApi(context);
  if (!(await settings()).profile.employees || user.userType !== 'legal' || !user.isAnyManager) throw data(null, { status: 404 });
  const [employees, organizations] = await Promise.all([api.get('/Employees/getList/'), api.get('/Organizations/getList/')]);
  return {
    employees: employees.map((employee) => ({ ...employee, phone: formatPhone(employee.phone) })),
    organizations: organizations.map(({ id, name }) => ({ id, name })),
  };
}

/** A form's comma-joined ids (see `formValues`) as the API's list. */
const ids = (text: string) => text.split(',').map(Number);

/** The "Новый сотрудник" form: sent to the API, then the new employee's page; a refusal comes back with its messages. */
export async function addEmployee(args: ActionArgs) {
  const formData = await args.request.formData();
  const outcome = await submitForm(
    args,
    employeeFormSchema,
    (api, { is_manager, organizations, ...fields }) =>
      api.post('/Employees/add/', { ...fields, is_manager: is_manager === 'on', organizations: ids(organizations) }),
    formData,
  );
  if (!outcome.ok) return outcome.response;
  // An e-mail opens one account (the API refuses a second), so it finds the new employee in the answer.
  const email = normalizeEmail(String(formData.get('email') ?? ''));
  const created = outcome.result.find((employee) => employee.email === email);
  throw redirect(created ? employeePath(created.id) : employeesPath);
}

export type EmployeeActionAnswer =
  | { intent: 'update' | 'delete' | 'invite'; failure: FormFailure; notice: null }
  | { intent: 'update' | 'invite'; failure: undefined; notice: string };

/**
 * An employee's page: the changes saved or the invitation sent again (the page again, with a notice), or the employee
 * deleted (the list).
 */
export async function changeEmployee(args: ActionArgs, id: number) {
  const formData = await args.request.formData();
  const intent = formData.get(intentKey);
  if (intent === 'update') {
    const outcome = await submitForm(
      args,
      employeeUpdateFormSchema,
      (api, { is_manager, is_active, organizations, position }) =>
        api.post('/Employees/update/', { id, position, is_manager: is_manager === 'on', is_active: is_active === 'on', organizations: ids(organizations) }),
      formData,
    );
    if (!outcome.ok) return data<EmployeeActionAnswer>({ intent, failure: outcome.failure, notice: null }, outcome.init);
    return { intent, failure: undefined, notice: 'Изменения сохранены' } satisfies EmployeeActionAnswer;
  }
  if (intent === 'invite') {
    const outcome = await sendForm(args, (api) => api.post('/Employees/invite/', { id }));
    if (!outcome.ok) return data<EmployeeActionAnswer>({ intent, failure: outcome.failure, notice: null }, outcome.init);
    const email = outcome.result.find((employee) => employee.id === id)?.email;
    return { intent, failure: undefined, notice: `Приглашение отправлено ещё раз${email ? ` на ${email}` : ''}` } satisfies EmployeeActionAnswer;
  }
  if (intent !== 'delete') throw data(null, { status: 400 });
  const outcome = await sendForm(args, (api) => api.post('/Employees/delete/', { id }));
  if (!outcome.ok) return data<EmployeeActionAnswer>({ intent, failure: outcome.failure, notice: null }, outcome.init);
  throw redirect(employeesPath);
}
