import { withInnCheckDigit, withOgrnCheckDigit } from '@store/contracts';
import { describe, expect, it } from 'vitest';
import { requestApiMiddleware } from '~/api/request-api.server';
import { contextWithApi } from '~/testing/request-context';
import { addOrganization, changeOrganization, readOrganizations } from './organizations.server';

const head = { id: 1, name: 'ООО «ТехМонтаж»', inn: withInnCheckDigit('770123456'), kpp: '770101001', parent_organization: null, is_own: true };
const branch = { id: 2, name: 'ООО «ТехМонтаж-Урал»', inn: withInnCheckDigit('667154321'), kpp: '667101001', parent_organization: 1, is_own: false };
const requisites = { ogrn: withOgrnCheckDigit('117774612345'), director: 'Кузнецов Алексей Николаевич', address: 'г. Москва', postal_code: '127015' };
const counts = { employees_count: 0, orders_count: 0 };
const list = [head, branch].map((organization) => ({ ...organization, ...requisites, ...counts }));
const mainManager = { userType: 'legal', isAnyManager: true, accessLevel: { isMainManager: true } };

type Answer = { status: number; result: unknown };

/**
 * A loader's or action's call inside the API's middleware, the API answering the settings and `answer` for the rest
 * (each of those calls recorded).
 */
async function run<T>(
  call: (args: { request: Request; context: ReturnType<typeof contextWithApi> }) => Promise<T>,
  options: { section?: boolean; form?: Record<string, string>; answer?: (path: string, body: Record<string, unknown>) => Answer },
) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path !== '/Settings/get/') calls.push({ path, body });
    const { status, result }: Answer =
      path === '/Settings/get/'
        ? { status: 200, result: { profile: { organizations: options.section ?? true } } }
        : (options.answer?.(path, body) ?? { status: 200, result: list });
    return Response.json({ status: status === 200 ? 'ok' : 'error', result }, { status });
  }) as typeof fetch;
  const context = contextWithApi(apiFetch);
  const request = new Request('http://shop.test/profile/organizations/?add=1', {
    method: options.form ? 'POST' : 'GET',
    headers: { ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: options.form ? new URLSearchParams(options.form).toString() : undefined,
  });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '/profile/organizations/' } as never;
  let outcome: unknown;
  await requestApiMiddleware(args, async () => {
    outcome = await call({ request, context }).catch((thrown: unknown) => thrown);
    return new Response('page');
  });
  return { outcome: outcome as { status?: number; headers?: Headers; data?: unknown; init?: { status: number } }, calls };
}

describe('readOrganizations', () => {
  it('answers the organisations a company user sees, and whether they manage them', async () => {
    const { outcome } = await run(({ context }) => readOrganizations(context, mainManager), {});
    expect(outcome).toMatchObject({
      organizations: [
        { id: 1, isOwn: true, parentOrganization: null },
        { id: 2, isOwn: false, parentOrganization: 1 },
      ],
      viewer: { isAnyManager: true, isMainManager: true },
    });
  });

  it('is a 404 page for a buyer who is no company’s, and while the section is off', async () => {
    const individual = { userType: 'individual', isAnyManager: false, accessLevel: { isMainManager: false } };
    expect((await run(({ context }) => readOrganizations(context, individual), {})).outcome).toMatchObject({ init: { status: 404 } });
    expect((await run(({ context }) => readOrganizations(context, mainManager), { section: false })).outcome).toMatchObject({ init: { status: 404 } });
  });
});

describe('addOrganization', () => {
  const form = { name: 'ООО «ТехМонтаж-Юг»', inn: withInnCheckDigit('616512345'), kpp: '616501001', ...requisites };
  const created = { ...list[1]!, id: 7, name: form.name, inn: form.inn, kpp: form.kpp };

  it('sends the requisites with the chosen parent as a number and opens the new organisation’s page', async () => {
    const { outcome, calls } = await run((args) => addOrganization(args), {
      form: { ...form, parent_id: '2', terms: 'on' },
      answer: () => ({ status: 200, result: [...list, created] }),
    });
    expect(calls).toEqual([{ path: '/Organizations/add/', body: { ...form, parent_id: 2 } }]);
    expect(outcome.status).toBe(302);
    expect(outcome.headers?.get('location')).toBe('/profile/organizations/7/');
  });

  it('sends no parent when none was chosen', async () => {
    const { calls } = await run((args) => addOrganization(args), {
      form: { ...form, parent_id: '', terms: 'on' },
      answer: () => ({ status: 200, result: [...list, created] }),
    });
    expect(calls[0]?.body).toMatchObject({ parent_id: null });
  });

  it('refuses a form without the rules ticked before asking the API', async () => {
    const { outcome, calls } = await run((args) => addOrganization(args), { form: { ...form, parent_id: '' } });
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({ init: { status: 400 }, data: { fieldErrors: { terms: 'Примите правила' }, values: { name: form.name } } });
  });

  it('shows the API’s refusal in the form', async () => {
    const { outcome } = await run((args) => addOrganization(args), {
      form: { ...form, parent_id: '', terms: 'on' },
      answer: () => ({ status: 409, result: { message: 'Организация с таким ИНН и КПП уже есть', fields: { inn: 'Организация с таким ИНН и КПП уже есть' } } }),
    });
    expect(outcome).toMatchObject({
      init: { status: 409 },
      data: { formError: 'Организация с таким ИНН и КПП уже есть', fieldErrors: { inn: 'Организация с таким ИНН и КПП уже есть' } },
    });
  });
});

describe('changeOrganization', () => {
  const fields = { name: 'ООО «ТехМонтаж-Урал»', inn: branch.inn, kpp: branch.kpp, ...requisites };

  it('saves the requisites of the organisation of the page and says so', async () => {
    const { outcome, calls } = await run((args) => changeOrganization(args, 2), { form: { intent: 'update', ...fields } });
    expect(calls).toEqual([{ path: '/Organizations/update/', body: { id: 2, ...fields } }]);
    expect(outcome).toEqual({ intent: 'update', failure: undefined, notice: 'Реквизиты сохранены' });
  });

  it('deletes it and goes back to the list', async () => {
    const { outcome, calls } = await run((args) => changeOrganization(args, 2), { form: { intent: 'delete' } });
    expect(calls).toEqual([{ path: '/Organizations/delete/', body: { id: 2 } }]);
    expect(outcome.headers?.get('location')).toBe('/profile/organizations/');
  });

  it('shows why it may not be deleted', async () => {
    const message = 'В организации есть сотрудники — её нельзя удалить';
    const { outcome } = await run((args) => changeOrganization(args, 2), {
      form: { intent: 'delete' },
      answer: () => ({ status: 422, result: { message } }),
    });
    expect(outcome).toMatchObject({ init: { status: 422 }, data: { intent: 'delete', failure: { formError: message } } });
  });
});
