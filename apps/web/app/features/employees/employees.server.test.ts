import { describe, expect, it } from 'vitest';
import { type ApiAnswer, runWithApi } from '~/testing/run-with-api';
import { addEmployee, changeEmployee, readEmployees } from './employees.server';

const organizations = [
  { id: 1, name: 'ООО «ТехМонтаж»' },
  { id: 2, name: 'ООО «ТехМонтаж-Урал»' },
];
const employee = {
  id: 5,
  name: 'Смирнова Ольга',
  position: 'Снабженец',
  email: 'olga@techmontazh.ru',
  phone: '89125551234',
  is_manager: false,
  is_main_manager: false,
  is_active: true,
  is_blocked: false,
  is_invited: true,
  organizations: [organizations[1]],
  editable: true,
  is_self: false,
};
const manager = { userType: 'legal', isAnyManager: true };

/** The API answers the section's switch, the organisations' and employees' lists, and `answer` (when given) for changes. */
const run = <T>(
  call: Parameters<typeof runWithApi<T>>[0],
  options: { section?: boolean; form?: [string, string][]; answer?: (path: string, body: Record<string, unknown>) => ApiAnswer },
) =>
  runWithApi(call, {
    url: 'http://shop.test/profile/employees/?add=1',
    settings: { profile: { employees: options.section ?? true } },
    form: options.form,
    answer: (path, body) =>
      path === '/Organizations/getList/'
        ? { status: 200, result: organizations.map((organization) => ({ ...organization, inn: '', kpp: '', parent_organization: null })) }
        : (options.answer?.(path, body) ?? { status: 200, result: [employee] }),
  });

describe('readEmployees', () => {
  it('answers the employees with phones as people read them, and the organisations to choose from', async () => {
    const { outcome } = await run(({ context }) => readEmployees(context, manager), {});
    expect(outcome).toEqual({
      employees: [expect.objectContaining({ id: 5, name: 'Смирнова Ольга', phone: '+7 (912) 555-12-34', isInvited: true, editable: true })],
      organizations,
    });
  });

  it('is a 404 page for a company user who is no manager, an individual buyer, and while the section is off', async () => {
    for (const [user, section] of [
      [{ userType: 'legal', isAnyManager: false }, true],
      [{ userType: 'individual', isAnyManager: false }, true],
      [manager, false],
    ] as const) {
      const { outcome, calls } = await run(({ context }) => readEmployees(context, user), { section });
      expect(outcome).toMatchObject({ init: { status: 404 } });
      expect(calls).toEqual([]);
    }
  });
});

describe('addEmployee', () => {
  const form: [string, string][] = [
    ['fio', 'Смирнова Ольга'],
    ['email', 'Olga@TechMontazh.ru'],
    ['phone', '+7 (912) 555-12-34'],
    ['position', 'Снабженец'],
    ['organizations', '1'],
    ['organizations', '2'],
  ];

  it('sends every ticked organisation and the manager’s box as the API’s types, then opens the new employee’s page', async () => {
    const { outcome, calls } = await run((args) => addEmployee(args), { form: [...form, ['is_manager', 'on']] });
    expect(calls).toEqual([
      {
        path: '/Employees/add/',
        body: { fio: 'Смирнова Ольга', email: 'Olga@TechMontazh.ru', phone: '89125551234', position: 'Снабженец', is_manager: true, organizations: [1, 2] },
      },
    ]);
    expect(outcome.status).toBe(302);
    expect(outcome.headers?.get('location')).toBe('/profile/employees/5/');
  });

  it('sends an unticked manager’s box as false', async () => {
    const { calls } = await run((args) => addEmployee(args), { form });
    expect(calls[0]?.body).toMatchObject({ is_manager: false });
  });

  it('refuses a form without an organisation before asking the API', async () => {
    const { outcome, calls } = await run((args) => addEmployee(args), { form: form.filter(([name]) => name !== 'organizations') });
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({ init: { status: 400 }, data: { fieldErrors: { organizations: 'Выберите хотя бы одну организацию' } } });
  });

  it('shows the API’s refusal in the form', async () => {
    const taken = 'Пользователь с таким email уже зарегистрирован';
    const { outcome } = await run((args) => addEmployee(args), { form, answer: () => ({ status: 409, result: { message: taken, fields: { email: taken } } }) });
    expect(outcome).toMatchObject({ init: { status: 409 }, data: { formError: taken, fieldErrors: { email: taken } } });
  });
});

describe('changeEmployee', () => {
  it('saves position, organisations, the manager’s flag and access; an unticked access box blocks', async () => {
    const { outcome, calls } = await run((args) => changeEmployee(args, 5), {
      form: [
        ['intent', 'update'],
        ['position', 'Кладовщик'],
        ['organizations', '2'],
        ['is_manager', 'on'],
      ],
    });
    expect(calls).toEqual([{ path: '/Employees/update/', body: { id: 5, position: 'Кладовщик', is_manager: true, is_active: false, organizations: [2] } }]);
    expect(outcome).toEqual({ intent: 'update', failure: undefined, notice: 'Изменения сохранены' });
  });

  it('sends the invitation again and says where, or shows why not', async () => {
    const sent = await run((args) => changeEmployee(args, 5), { form: [['intent', 'invite']] });
    expect(sent.calls).toEqual([{ path: '/Employees/invite/', body: { id: 5 } }]);
    expect(sent.outcome).toEqual({ intent: 'invite', failure: undefined, notice: 'Приглашение отправлено ещё раз на olga@techmontazh.ru' });

    const refusal = 'Приглашение уже отправлено — повторить можно через минуту';
    const refused = await run((args) => changeEmployee(args, 5), {
      form: [['intent', 'invite']],
      answer: () => ({ status: 429, result: { message: refusal } }),
    });
    expect(refused.outcome).toMatchObject({ init: { status: 429 }, data: { intent: 'invite', failure: { formError: refusal } } });
  });

  it('deletes them and goes back to the list, or shows why not', async () => {
    const deleted = await run((args) => changeEmployee(args, 5), { form: [['intent', 'delete']] });
    expect(deleted.calls).toEqual([{ path: '/Employees/delete/', body: { id: 5 } }]);
    expect(deleted.outcome.headers?.get('location')).toBe('/profile/employees/');

    const refusal = 'У сотрудника есть заказы — его можно заблокировать, но не удалить';
    const refused = await run((args) => changeEmployee(args, 5), {
      form: [['intent', 'delete']],
      answer: () => ({ status: 422, result: { message: refusal } }),
    });
    expect(refused.outcome).toMatchObject({ init: { status: 422 }, data: { intent: 'delete', failure: { formError: refusal } } });
  });
});
