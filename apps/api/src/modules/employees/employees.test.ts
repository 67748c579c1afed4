import { type EmployeeEntry as Employee, employeeMessages, type OrganizationEntry } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, demoPassword, seedOrganizations } from '../../seed/users.ts';
import {
  addEmployee,
  extraSessionCookie,
  getUser,
  login,
  register,
  sessionCookie,
  uniqueEmail,
  uniquePhone,
  uniqueRequisites,
  validCompany,
} from '../../testing/accounts.ts';
import { addToBasket, call, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, setStock, submitOrder } from '../../testing/orders.ts';
import { body, createTestApp, outbox, type TestApp } from '../../testing/test-app.ts';
import { blockedAccountMessage } from '../auth/sign-in.service.ts';
import { organizationMessages } from '../organization/organization-messages.ts';
import { duplicateMessages } from '../user/logins.ts';
import { employeeRefusals as refusals } from './employee-messages.ts';

describe('/api/Employees/…', () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => `10.7.0.${++ipCounter}`;
  beforeAll(async () => {
    t = await createTestApp({ skus: 100 });
  });
  afterAll(() => t.close());

  const list = async (visitor: Visitor) => okResult<Employee[]>(await call(t.app, visitor, 'GET', 'Employees/getList/'));
  const add = (visitor: Visitor, payload: object) => call(t.app, visitor, 'POST', 'Employees/add/', payload);
  const update = (visitor: Visitor, payload: object) => call(t.app, visitor, 'POST', 'Employees/update/', payload);
  const remove = (visitor: Visitor, id: unknown) => call(t.app, visitor, 'POST', 'Employees/delete/', { id });
  const invite = (visitor: Visitor, id: unknown) => call(t.app, visitor, 'POST', 'Employees/invite/', { id });
  const byName = (employees: Employee[], name: string) => employees.find((employee) => employee.name === name)!;
  const refusal = (response: { statusCode: number; body: string }) => [response.statusCode, body(response).result];
  const userRow = (id: number) =>
    t.db
      .selectFrom('users')
      .select(['organization_id', 'manager_id', 'position', 'is_manager', 'is_active', 'password_hash'])
      .where('id', '=', id)
      .executeTakeFirst();
  const userCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const signIn = async (email: string, password: string): Promise<Visitor> => ({
    cookie: sessionCookie(await login(t.app, email, password, { ip: nextIp() })),
  });
  const signedIn = async (visitor: Visitor) => body(await getUser(t.app, visitor.cookie)).result !== null;

  /** A freshly registered company ('Иванов Иван Иванович', main manager of validCompany's organisation) with a branch under it. */
  async function company() {
    const account = await register(t.app, 'company');
    const visitor: Visitor = { cookie: account.cookie };
    const head = (await t.db.selectFrom('users').select('organization_id').where('id', '=', account.id).executeTakeFirstOrThrow()).organization_id!;
    const organizations = okResult<OrganizationEntry[]>(await call(t.app, visitor, 'POST', 'Organizations/add/', uniqueRequisites('Филиал')));
    const branch = organizations.find((organization) => organization.name === 'Филиал')!.id;
    return { visitor, id: account.id, head, branch };
  }

  /** A user of the organisation with a password (see `addEmployee`), signed in without it: a manager or not. */
  async function member(organizationId: number, role: 'manager' | 'employee') {
    const account = await addEmployee(t.db, organizationId);
    if (role === 'manager') await t.db.updateTable('users').set({ is_manager: 1 }).where('id', '=', account.id).execute();
    return { ...account, visitor: { cookie: await extraSessionCookie(t.db, account.id) } };
  }

  const newcomer = (organizations: number[], overrides: object = {}) => ({
    fio: 'Новикова Анна Петровна',
    email: uniqueEmail('staff'),
    phone: uniquePhone(),
    position: 'Кладовщик',
    is_manager: false,
    organizations,
    ...overrides,
  });

  it('lists the seeded company to its main manager: themself first, the employee with the organisation and position', async () => {
    const director = await signIn(demoLogins.director, demoPassword);
    const employees = await list(director);
    const organizationIds = await t.db.selectFrom('organizations').select(['id', 'name']).orderBy('id').execute();
    const idOf = (name: string) => organizationIds.find((organization) => organization.name === name)!.id;
    expect(employees).toEqual([
      {
        id: expect.any(Number),
        name: 'Кузнецов Алексей Николаевич',
        position: 'Генеральный директор',
        email: demoLogins.director,
        phone: '89167654321',
        is_manager: true,
        is_main_manager: true,
        is_active: true,
        is_blocked: false,
        is_invited: false,
        organizations: [{ id: idOf(seedOrganizations.parent.name), name: seedOrganizations.parent.name }],
        editable: false,
        is_self: true,
      },
      {
        id: expect.any(Number),
        name: 'Соколова Мария Андреевна',
        position: 'Менеджер по закупкам',
        email: demoLogins.employee,
        phone: '89031112233',
        is_manager: false,
        is_main_manager: false,
        is_active: true,
        is_blocked: false,
        is_invited: false,
        organizations: [{ id: idOf(seedOrganizations.child.name), name: seedOrganizations.child.name }],
        editable: true,
        is_self: false,
      },
    ]);
    expect((await call(t.app, director, 'GET', 'Employees/getList/')).headers['cache-control']).toBe('private, no-store');
  });

  it('answers 401 to guests and 403 to anyone but a company manager, on every call, before looking at the ids', async () => {
    const { head, branch } = await company();
    const employee = await member(branch, 'employee');
    const individual: Visitor = { cookie: (await register(t.app)).cookie };
    const before = await userCount();
    const calls = (visitor: Visitor) => [
      call(t.app, visitor, 'GET', 'Employees/getList/'),
      add(visitor, newcomer([head])),
      update(visitor, { id: employee.id, position: '', is_manager: true, is_active: true, organizations: [head] }),
      remove(visitor, 2_000_000_000),
      invite(visitor, employee.id),
    ];
    for (const response of await Promise.all(calls({ cookie: '' }))) expect(refusal(response)).toEqual([401, { message: 'Требуется вход в систему' }]);
    for (const visitor of [employee.visitor, individual, await signIn(demoLogins.employee, demoPassword)]) {
      for (const response of await Promise.all(calls(visitor))) expect(refusal(response)).toEqual([403, { message: refusals.managersOnly }]);
    }
    expect(await userCount()).toBe(before);
    expect(await userRow(employee.id)).toMatchObject({ is_manager: 0, organization_id: branch });
  });

  it('adds an invited employee to the chosen organisations and e-mails them the way to set a password', async () => {
    const { visitor, id: directorId, head, branch } = await company();
    const email = uniqueEmail('invited');
    const payload = newcomer([branch, head], {
      fio: '  Новикова   Анна  Петровна ',
      email: email.toUpperCase(),
      phone: '+7 (912) 700-00-01',
      is_manager: true,
    });
    const employees = okResult<Employee[]>(await add(visitor, payload));
    expect(employees.map((employee) => [employee.name, employee.is_self])).toEqual([
      ['Иванов Иван Иванович', true],
      ['Новикова Анна Петровна', false],
    ]);
    const invited = employees[1]!;
    expect(invited).toEqual({
      id: expect.any(Number),
      name: 'Новикова Анна Петровна',
      position: 'Кладовщик',
      email,
      phone: '89127000001',
      is_manager: true,
      is_main_manager: false,
      is_active: true,
      is_blocked: false,
      is_invited: true,
      organizations: [
        { id: head, name: validCompany.organization_name },
        { id: branch, name: 'Филиал' },
      ],
      editable: true,
      is_self: false,
    });
    // The home organisation is the first chosen; the personal manager is the company's.
    const director = await userRow(directorId);
    expect(await userRow(invited.id)).toEqual({
      organization_id: branch,
      manager_id: director!.manager_id,
      position: 'Кладовщик',
      is_manager: 1,
      is_active: 1,
      password_hash: '',
    });
    const organizations = okResult<OrganizationEntry[]>(await call(t.app, visitor, 'GET', 'Organizations/getList/'));
    expect(organizations.map((organization) => organization.employees_count)).toEqual([2, 1]);

    await t.app.outbox.runOnce();
    const mail = (await outbox(t)).filter((message) => message.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Приглашение в личный кабинет');
    expect(mail[0]!.text).toContain('Иванов Иван Иванович');
    expect(mail[0]!.text).toContain(validCompany.organization_name);
    expect(mail[0]!.text).toContain(`/auth/restore/?email=${encodeURIComponent(email)}`);
  });

  it('lets an invited employee sign in with no password until they set one through the password restore', async () => {
    const { visitor, head } = await company();
    const email = uniqueEmail('invited');
    const { id } = byName(
      okResult<Employee[]>(await add(visitor, newcomer([head], { email, fio: 'Приглашённый Павел Павлович' }))),
      'Приглашённый Павел Павлович',
    );
    for (const password of ['secret-42', 'anything-else', 'scrypt$131072$8$1$AAAA$AAAA']) {
      expect(refusal(await login(t.app, email, password, { ip: nextIp() })), password).toEqual([401, { message: 'Неверный логин или пароль' }]);
    }
    okResult(await t.app.inject({ method: 'POST', url: '/api/Auth/restore/request/', payload: { email }, remoteAddress: nextIp() }));
    const code = (await outbox(t))
      .filter((message) => message.to === email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    const confirm = { email, code, password: 'chosen-42', password_confirm: 'chosen-42' };
    okResult(await t.app.inject({ method: 'POST', url: '/api/Auth/restore/confirm/', payload: confirm, remoteAddress: nextIp() }));
    expect(body(await login(t.app, email, 'chosen-42', { ip: nextIp() })).result).toMatchObject({ id });
    expect(byName(await list(visitor), 'Приглашённый Павел Павлович').is_invited).toBe(false);
  });

  it('sends an invited employee the invitation again, at most once a minute, and never to one who set a password or is blocked', async () => {
    const { visitor, id: directorId, head } = await company();
    const email = uniqueEmail('reinvited');
    const { id } = byName(okResult<Employee[]>(await add(visitor, newcomer([head], { email, fio: 'Забывчивый Олег Игоревич' }))), 'Забывчивый Олег Игоревич');
    const invitations = async () => {
      await t.app.outbox.runOnce();
      return (await outbox(t)).filter((message) => message.to === email && message.subject === 'Приглашение в личный кабинет');
    };
    expect(await invitations()).toHaveLength(1);
    // Within a minute of the last one (the add's own): refused, nothing sent.
    expect(refusal(await invite(visitor, id))).toEqual([429, { message: refusals.inviteTooSoon }]);
    expect(await invitations()).toHaveLength(1);

    const aMinuteAgo = new Date(Date.now() - 61_000).toISOString();
    await t.db.updateTable('users').set({ invited_at: aMinuteAgo }).where('id', '=', id).execute();
    // Two clicks at once send one.
    const answers = await Promise.all([invite(visitor, id), invite(visitor, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(byName(okResult<Employee[]>(answers.find((answer) => answer.statusCode === 200)!), 'Забывчивый Олег Игоревич').is_invited).toBe(true);
    const sent = await invitations();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain(`/auth/restore/?email=${encodeURIComponent(email)}`);

    await t.db.updateTable('users').set({ invited_at: aMinuteAgo, is_active: 0 }).where('id', '=', id).execute();
    expect(refusal(await invite(visitor, id))).toEqual([409, { message: refusals.inviteBlocked }]);
    await t.db.updateTable('users').set({ is_active: 1, password_hash: 'scrypt$set-by-the-employee' }).where('id', '=', id).execute();
    expect(refusal(await invite(visitor, id))).toEqual([409, { message: refusals.alreadyJoined }]);
    expect(refusal(await invite(visitor, directorId))).toEqual([403, { message: refusals.inviteSelf }]);
    expect(await invitations()).toHaveLength(2);

    const other = await company();
    const stranger = await member(other.branch, 'employee');
    await t.db.updateTable('users').set({ password_hash: '' }).where('id', '=', stranger.id).execute();
    expect(refusal(await invite(visitor, stranger.id))).toEqual([404, { message: refusals.notFound }]);
    const plain = await member(head, 'employee');
    expect(refusal(await invite(plain.visitor, id))).toEqual([403, { message: refusals.managersOnly }]);
  });

  it('blocks an employee: their live session ends, sign-in is refused only after the right password; unblocking lets them in', async () => {
    const { visitor, branch } = await company();
    const employee = await member(branch, 'employee');
    const session = await signIn(employee.email, employee.password);
    expect(await signedIn(session)).toBe(true);

    const blocked = okResult<Employee[]>(
      await update(visitor, { id: employee.id, position: 'Водитель', is_manager: false, is_active: false, organizations: [branch] }),
    );
    expect(blocked.find((entry) => entry.id === employee.id)).toMatchObject({ position: 'Водитель', is_active: false, is_blocked: true });
    expect(await signedIn(session)).toBe(false);
    expect(await signedIn(employee.visitor)).toBe(false);
    expect(refusal(await call(t.app, session, 'GET', 'Organizations/getList/'))).toEqual([401, { message: 'Требуется вход в систему' }]);

    const wrong = await login(t.app, employee.email, 'wrong-password', { ip: nextIp() });
    expect(refusal(wrong)).toEqual([401, { message: 'Неверный логин или пароль' }]);
    const right = await login(t.app, employee.email, employee.password, { ip: nextIp() });
    expect(refusal(right)).toEqual([403, { message: blockedAccountMessage }]);
    expect(sessionCookie(right)).toBe('');

    okResult(await update(visitor, { id: employee.id, position: 'Водитель', is_manager: false, is_active: true, organizations: [branch] }));
    expect(await signedIn(await signIn(employee.email, employee.password))).toBe(true);
  });

  it('changes position, manager’s rights and organisations; the home organisation stays while chosen, else the first chosen', async () => {
    const { visitor, head, branch } = await company();
    const workshop = okResult<OrganizationEntry[]>(
      await call(t.app, visitor, 'POST', 'Organizations/add/', { ...uniqueRequisites('Цех'), parent_id: branch }),
    ).at(-1)!.id;
    const { id } = byName(okResult<Employee[]>(await add(visitor, newcomer([branch]))), 'Новикова Анна Петровна');

    let employees = okResult<Employee[]>(
      await update(visitor, { id, position: 'Старший кладовщик', is_manager: true, is_active: true, organizations: [workshop, head, branch] }),
    );
    expect(byName(employees, 'Новикова Анна Петровна')).toMatchObject({
      position: 'Старший кладовщик',
      is_manager: true,
      organizations: [head, branch, workshop].map((organization) => ({ id: organization, name: expect.any(String) })),
    });
    expect((await userRow(id))?.organization_id).toBe(branch);

    employees = okResult<Employee[]>(await update(visitor, { id, is_manager: false, is_active: true, organizations: [workshop, head] }));
    expect(byName(employees, 'Новикова Анна Петровна')).toMatchObject({ position: '', is_manager: false, organizations: [{ id: head }, { id: workshop }] });
    expect((await userRow(id))?.organization_id).toBe(workshop);
    const organizations = okResult<OrganizationEntry[]>(await call(t.app, visitor, 'GET', 'Organizations/getList/'));
    expect(organizations.map((organization) => [organization.id, organization.employees_count])).toEqual([
      [head, 2],
      [branch, 0],
      [workshop, 1],
    ]);
  });

  it('lets a manager below see only their part: no change to themself, the main manager or one who belongs above too', async () => {
    const { visitor: director, id: directorId, head, branch } = await company();
    const manager = await member(branch, 'manager');
    const below = byName(okResult<Employee[]>(await add(director, newcomer([branch], { fio: 'Нижний Борис Борисович' }))), 'Нижний Борис Борисович');
    const both = byName(okResult<Employee[]>(await add(director, newcomer([head, branch], { fio: 'Двойной Вадим Вадимович' }))), 'Двойной Вадим Вадимович');

    const seen = await list(manager.visitor);
    expect(seen.map((employee) => [employee.name, employee.is_self, employee.editable, employee.organizations.map((o) => o.id)])).toEqual([
      ['Двойной Вадим Вадимович', false, false, [branch]],
      ['Нижний Борис Борисович', false, true, [branch]],
      ['Работников Роман Романович', true, false, [branch]],
    ]);
    const change = (id: number, organizations = [branch]) => ({ id, position: 'Изменён', is_manager: true, is_active: false, organizations });
    expect(refusal(await update(manager.visitor, change(manager.id)))).toEqual([403, { message: refusals.updateSelf }]);
    expect(refusal(await remove(manager.visitor, manager.id))).toEqual([403, { message: refusals.deleteSelf }]);
    expect(refusal(await update(manager.visitor, change(both.id)))).toEqual([403, { message: refusals.outsideView }]);
    expect(refusal(await remove(manager.visitor, both.id))).toEqual([403, { message: refusals.outsideView }]);
    // The main manager is above them: not one they see.
    expect(refusal(await update(manager.visitor, change(directorId)))).toEqual([404, { message: refusals.notFound }]);
    expect(refusal(await remove(manager.visitor, directorId))).toEqual([404, { message: refusals.notFound }]);
    // Nor can they move anyone up to the head organisation, or add there.
    const upward = { message: organizationMessages.notFound, fields: { organizations: organizationMessages.notFound } };
    expect(refusal(await update(manager.visitor, change(below.id, [branch, head])))).toEqual([404, upward]);
    expect(refusal(await add(manager.visitor, newcomer([head])))).toEqual([404, upward]);

    // A manager at the head sees the main manager, and still may not change them; the main manager not themself.
    const peer = await member(head, 'manager');
    expect(refusal(await update(peer.visitor, change(directorId, [head])))).toEqual([403, { message: refusals.mainManager }]);
    expect(refusal(await remove(peer.visitor, directorId))).toEqual([403, { message: refusals.mainManager }]);
    expect(refusal(await update(director, change(directorId, [head])))).toEqual([403, { message: refusals.updateSelf }]);
    expect(await userRow(directorId)).toMatchObject({ is_active: 1, position: '' });
    expect(await userRow(both.id)).toMatchObject({ is_active: 1, organization_id: head });
    expect(await signedIn(manager.visitor)).toBe(true);

    okResult(await update(manager.visitor, change(below.id)));
    expect(await userRow(below.id)).toMatchObject({ position: 'Изменён', is_manager: 1, is_active: 0 });
  });

  it('does not find another company’s employees or organisations, and changes nothing there', async () => {
    const { visitor, id: directorId, head } = await company();
    const other = await company();
    const stranger = await member(other.branch, 'employee');
    const { id } = byName(okResult<Employee[]>(await add(visitor, newcomer([head]))), 'Новикова Анна Петровна');
    const before = await userCount();

    for (const target of [stranger.id, other.id, 2_147_483_647]) {
      expect(refusal(await update(visitor, { id: target, is_manager: true, is_active: false, organizations: [head] }))).toEqual([
        404,
        { message: refusals.notFound },
      ]);
      expect(refusal(await remove(visitor, target))).toEqual([404, { message: refusals.notFound }]);
    }
    const foreign = { message: organizationMessages.notFound, fields: { organizations: organizationMessages.notFound } };
    for (const organizations of [[other.head], [head, other.branch], [2_147_483_647]]) {
      expect(refusal(await add(visitor, newcomer(organizations))), String(organizations)).toEqual([404, foreign]);
      expect(refusal(await update(visitor, { id, is_manager: false, is_active: true, organizations })), String(organizations)).toEqual([404, foreign]);
    }
    expect(await userCount()).toBe(before);
    expect(await userRow(stranger.id)).toMatchObject({ is_active: 1, organization_id: other.branch });
    expect(await userRow(id)).toMatchObject({ organization_id: head });
    expect((await list(other.visitor)).map((employee) => employee.id)).toEqual([other.id, stranger.id]);
    expect((await list(visitor)).map((employee) => employee.id)).toEqual([directorId, id]);
  });

  it('refuses bad input with the form’s messages: ids out of range, no organisation, unknown keys', async () => {
    const { visitor, head } = await company();
    const before = await userCount();
    const fields = async (response: Promise<{ statusCode: number; body: string }>) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(400);
      return body(answer).result.fields;
    };
    expect(await fields(add(visitor, newcomer([])))).toEqual({ organizations: employeeMessages.chooseOrganization });
    expect(await fields(add(visitor, newcomer([head], { fio: 'Новикова' })))).toEqual({ fio: 'Неверный формат ФИО' });
    expect(await fields(add(visitor, newcomer([head], { email: 'no-at' })))).toHaveProperty('email');
    expect(await fields(add(visitor, newcomer([head], { phone: '123' })))).toHaveProperty('phone');
    for (const bad of [0, -1, 1.5, 2_147_483_648, '1', null]) {
      await fields(add(visitor, newcomer([bad as number])));
      await fields(update(visitor, { id: bad, is_manager: false, is_active: true, organizations: [head] }));
      await fields(remove(visitor, bad));
    }
    // Unknown keys: nobody makes a main manager or sets a password here, nor changes an e-mail by update.
    await fields(add(visitor, newcomer([head], { is_main_manager: true })));
    await fields(add(visitor, newcomer([head], { password: 'secret-42' })));
    await fields(update(visitor, { id: 1, is_manager: false, is_active: true, organizations: [head], email: 'x@example.ru' }));
    await fields(remove(visitor, undefined));
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail or phone that has an account (409 on the field)', async () => {
    const { visitor, head } = await company();
    const taken = okResult<Employee[]>(await add(visitor, newcomer([head])))[1]!;
    const cases = [
      [{ email: demoLogins.buyer.toUpperCase() }, { email: duplicateMessages.email }],
      [{ email: taken.email }, { email: duplicateMessages.email }],
      [{ phone: '+7 (916) 123-45-67' }, { phone: duplicateMessages.phone }],
      [
        { email: taken.email, phone: taken.phone },
        { email: duplicateMessages.email, phone: duplicateMessages.phone },
      ],
    ] as const;
    const before = await userCount();
    for (const [overrides, fields] of cases) {
      expect(refusal(await add(visitor, newcomer([head], overrides)))).toEqual([409, { message: Object.values(fields)[0], fields }]);
    }
    expect(await userCount()).toBe(before);
  });

  it('adds one employee when the same add is submitted twice at once', async () => {
    const { visitor, head, branch } = await company();
    const payload = newcomer([head, branch]);
    const answers = await Promise.all([add(visitor, payload), add(visitor, payload)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', payload.email).execute();
    expect(rows).toHaveLength(1);
    expect(
      await t.db.selectFrom('user_organizations').select('organization_id').where('user_id', '=', rows[0]!.id).orderBy('organization_id').execute(),
    ).toEqual([{ organization_id: head }, { organization_id: branch }]);
    await t.app.outbox.runOnce();
    expect((await outbox(t)).filter((message) => message.to === payload.email)).toHaveLength(1);
  });

  it('deletes an employee with their sessions; one with orders is refused (422) and can be blocked instead', async () => {
    const { visitor, branch } = await company();
    const leaving = await member(branch, 'employee');
    const session = await signIn(leaving.email, leaving.password);
    const employees = okResult<Employee[]>(await remove(visitor, leaving.id));
    expect(employees.map((employee) => employee.id)).not.toContain(leaving.id);
    expect(await userRow(leaving.id)).toBeUndefined();
    expect(await t.db.selectFrom('user_organizations').select('organization_id').where('user_id', '=', leaving.id).execute()).toEqual([]);
    expect(await signedIn(session)).toBe(false);
    expect(refusal(await remove(visitor, leaving.id))).toEqual([404, { message: refusals.notFound }]);

    const buyer = await member(branch, 'employee');
    const product = await seedProduct(t.db);
    await setStock(t.db, product.id, 100);
    okResult(await addToBasket(t.app, buyer.visitor, product.id, 1));
    const placed = okResult(
      await submitOrder(t.app, buyer.visitor, checkoutBody(await pickupStockId(t.db), { user_type: 'company', organization_id: branch })),
    );
    expect(refusal(await remove(visitor, buyer.id))).toEqual([422, { message: refusals.hasOrders }]);
    expect(await signedIn(buyer.visitor)).toBe(true);
    okResult(await update(visitor, { id: buyer.id, is_manager: false, is_active: false, organizations: [branch] }));
    expect(await t.db.selectFrom('orders').select('user_id').where('id', '=', placed.order_id).executeTakeFirst()).toEqual({ user_id: buyer.id });
  });
});
