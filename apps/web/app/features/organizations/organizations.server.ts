import { organizationFieldsSchema, organizationFormSchema } from '@store/contracts';
import { data, redirect } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { type FormFailure, intentKey } from '~/forms/schema-form';
import { sendForm, submitForm } from '~/forms/submit-form.server';
import { organizationPath, organizationsPath } from './organization-paths';

type Context = Parameters<typeof requestApi>[0];
type ActionArgs = { request: Request; context: Context };

/** The signed-in user as far as the section asks (the route's `requireUser`). */
export interface OrganizationsViewer {
  userType: string;
  isAnyManager: boolean;
  accessLevel: { isMainManager: boolean };
}

/**
 * The section's data (spec §2 /profile/organizations/): the organisations the company user sees, and what they may do
 * with them. Only while the section is on and for a company's user (the menu shows it to them alone); else 404.
 */
export async function readOrganizations(context: Context, user: OrganizationsViewer) {
  const { api, settings } = requestApi(context);
  if (!(await settings()).profile.organizations || user.userType !== 'legal') throw data(null, { status: 404 });
  const viewer = { isAnyManager: user.isAnyManager, isMainManager: user.accessLevel.isMainManager };
  return { organizations: await api.get('/Organizations/getList/'), viewer };
}

/** The "Новая организация" form: sent to the API, then the new organisation's page; a refusal comes back with its messages. */
export async function addOrganization(args: ActionArgs) {
  const formData = await args.request.formData();
  const outcome = await submitForm(
    args,
    organizationFormSchema,
    (api, { parent_id, terms: _accepted, ...fields }) => api.post('/Organizations/add/', { ...fields, parent_id: parent_id ? Number(parent_id) : null }),
    formData,
  );
  if (!outcome.ok) return outcome.response;
  // ИНН and КПП are one organisation's among those the user sees (the API refuses a second).
  const created = outcome.result.find((organization) => organization.inn === formData.get('inn') && organization.kpp === formData.get('kpp'));
  throw redirect(created ? organizationPath(created.id) : organizationsPath);
}

export type OrganizationActionAnswer =
  | { intent: 'update' | 'delete'; failure: FormFailure; notice: null }
  | { intent: 'update'; failure: undefined; notice: string };

/** An organisation's page: its requisites saved (the page again, with a notice), or the organisation deleted (the list). */
export async function changeOrganization(args: ActionArgs, id: number) {
  const formData = await args.request.formData();
  const intent = formData.get(intentKey);
  if (intent === 'update') {
    const outcome = await submitForm(args, organizationFieldsSchema, (api, fields) => api.post('/Organizations/update/', { id, ...fields }), formData);
    if (!outcome.ok) return data<OrganizationActionAnswer>({ intent, failure: outcome.failure, notice: null }, outcome.init);
    return { intent, failure: undefined, notice: 'Реквизиты сохранены' } satisfies OrganizationActionAnswer;
  }
  if (intent !== 'delete') throw data(null, { status: 400 });
  const outcome = await sendForm(args, (api) => api.post('/Organizations/delete/', { id }));
  if (!outcome.ok) return data<OrganizationActionAnswer>({ intent, failure: outcome.failure, notice: null }, outcome.init);
  throw redirect(organizationsPath);
}
