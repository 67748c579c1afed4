import { withInnCheckDigit, withOgrnCheckDigit } from '@store/contracts';
import { describe, expect, it } from 'vitest';
import { type ApiAnswer, runWithApi } from '~/testing/run-with-api';
import { addOrganization, changeOrganization, readOrganizations } from './organizations.server';

const head = { id: 1, name: 'ООО «ТехМонтаж»', inn: withInnCheckDigit('770123456'), kpp: '770101001', parent_organization: null, is_own: true };
const branch = { id: 2, name: 'ООО «ТехМонтаж-Урал»', inn: withInnCheckDigit('667154321'), kpp: '667101001', parent_organization: 1, is_own: false };
const requisites = { ogrn: withOgrnCheckDigit('117774612345'), director: 'Кузнецов Алексей Николаевич', address: 'г. Москва', postal_code: '127015' };
const counts = { employees_count: 0, orders_count: 0 };
const list = [head, branch].map((organization) => ({ ...organization, ...requisites, ...counts }));
const mainManager = { userType: 'legal', isAnyManager: true, accessLevel: { isMainManager: true } };

/** A loader's or action's call, the API answering the section's switch, and `answer` (the list by default) for the rest. */
const run = <T>(
  call: Parameters<typeof runWithApi<T>>[0],
  options: { section?: boolean; form?: Record<string, string>; answer?: (path: string, body: Record<string, unknown>) => ApiAnswer },
) =>
  runWithApi(call, {
    url: 'http://shop.test/profile/organizations/?add=1',
    settings: { profile: { organizations: options.section ?? true } },
    form: options.form,
    answer: options.answer ?? (() => ({ status: 200, result: list })),
  });

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
