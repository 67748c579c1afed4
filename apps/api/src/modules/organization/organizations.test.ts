import type { OrganizationEntry as Organization } from '@store/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, demoPassword, seedOrganizations } from '../../seed/users.ts';
import {
  addEmployee,
  extraSessionCookie,
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
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { organizationMessages as messages } from './organization-messages.ts';

describe('/api/Organizations/…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 100 });
  });
  afterAll(() => t.close());

  const list = async (visitor: Visitor) => okResult<Organization[]>(await call(t.app, visitor, 'GET', 'Organizations/getList/'));
  const add = (visitor: Visitor, payload: object) => call(t.app, visitor, 'POST', 'Organizations/add/', payload);
  const update = (visitor: Visitor, payload: object) => call(t.app, visitor, 'POST', 'Organizations/update/', payload);
  const remove = (visitor: Visitor, id: unknown) => call(t.app, visitor, 'POST', 'Organizations/delete/', { id });
  const names = (organizations: Organization[]) => organizations.map((organization) => organization.name);
  const byName = (organizations: Organization[], name: string) => organizations.find((organization) => organization.name === name)!;
  const organizationCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('organizations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const organizationRow = (id: number) => t.db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();

  const signIn = async (email: string): Promise<Visitor> => ({ cookie: sessionCookie(await login(t.app, email, demoPassword)) });

  /** A freshly registered company: its main manager and head organisation ('ООО «Крепёж-Сервис»', validCompany's requisites). */
  async function company(): Promise<{ visitor: Visitor; headId: number }> {
    const account = await register(t.app, 'company');
    const { organization_id: headId } = await t.db.selectFrom('users').select('organization_id').where('id', '=', account.id).executeTakeFirstOrThrow();
    return { visitor: { cookie: account.cookie }, headId: headId! };
  }

  /** A user of the organisation: a manager (is_manager, not main) or an ordinary employee. */
  async function member(organizationId: number, role: 'manager' | 'employee'): Promise<Visitor> {
    const { id } = await addEmployee(t.db, organizationId);
    if (role === 'manager') await t.db.updateTable('users').set({ is_manager: 1 }).where('id', '=', id).execute();
    return { cookie: await extraSessionCookie(t.db, id) };
  }

  it('lists what each kind of user sees: the main manager the company with counts, an employee their own, an individual none', async () => {
    const director = await signIn(demoLogins.director);
    const organizations = await list(director);
    const head = byName(organizations, seedOrganizations.parent.name);
    expect(organizations).toEqual([
      {
        id: head.id,
        ...seedOrganizations.parent,
        parent_organization: null,
        employees_count: 1,
        orders_count: 0,
        is_own: true,
      },
      {
        id: expect.any(Number),
        ...seedOrganizations.child,
        parent_organization: head.id,
        employees_count: 1,
        orders_count: 0,
        is_own: false,
      },
    ]);

    const employee = await signIn(demoLogins.employee);
    expect(await list(employee)).toEqual([{ ...organizations[1], is_own: true }]);
    expect(await list(await signIn(demoLogins.buyer))).toEqual([]);
    const response = await call(t.app, director, 'GET', 'Organizations/getList/');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 401 to guests on every call and stores nothing', async () => {
    const before = await organizationCount();
    const guest: Visitor = { cookie: '' };
    for (const response of [
      await call(t.app, guest, 'GET', 'Organizations/getList/'),
      await add(guest, uniqueRequisites('Гостевая')),
      await update(guest, { id: 1, ...uniqueRequisites('Гостевая') }),
      await remove(guest, 1),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(body(response).result.message).toBe('Требуется вход в систему');
    }
    expect(await organizationCount()).toBe(before);
  });

  it('a main manager adds under their own organisation when no parent is given, and under one they choose, at any depth', async () => {
    const { visitor, headId } = await company();
    const branch = uniqueRequisites('Филиал');
    let organizations = okResult<Organization[]>(await add(visitor, branch));
    expect(organizations).toEqual([
      expect.objectContaining({ id: headId, name: validCompany.organization_name, parent_organization: null, employees_count: 1, is_own: true }),
      { id: expect.any(Number), ...branch, parent_organization: headId, employees_count: 0, orders_count: 0, is_own: false },
    ]);
    const branchId = byName(organizations, 'Филиал').id;
    okResult(await add(visitor, { ...uniqueRequisites('Склад'), parent_id: null }));
    organizations = okResult<Organization[]>(await add(visitor, { ...uniqueRequisites('Цех'), parent_id: branchId }));
    const workshopId = byName(organizations, 'Цех').id;
    // A grandchild of a grandchild: the list follows parent_id at any depth, each after its parent.
    organizations = okResult<Organization[]>(await add(visitor, { ...uniqueRequisites('Участок'), parent_id: workshopId }));
    expect(organizations.map((organization) => [organization.name, organization.parent_organization])).toEqual([
      [validCompany.organization_name, null],
      ['Филиал', headId],
      ['Склад', headId],
      ['Цех', branchId],
      ['Участок', workshopId],
    ]);
    expect(await list(visitor)).toEqual(organizations);
  });

  it('offers the checkout the same organisations as the list, and orders for one deep below', async () => {
    const { visitor } = await company();
    const top = byName(okResult<Organization[]>(await add(visitor, uniqueRequisites('Верхняя'))), 'Верхняя');
    const deep = byName(okResult<Organization[]>(await add(visitor, { ...uniqueRequisites('Нижняя'), parent_id: top.id })), 'Нижняя');
    const product = await seedProduct(t.db);
    await setStock(t.db, product.id, 100);
    okResult(await addToBasket(t.app, visitor, product.id, 1));
    const organizations = await list(visitor);
    expect(names(organizations)).toEqual([validCompany.organization_name, 'Верхняя', 'Нижняя']);
    const options = okResult(await call(t.app, visitor, 'GET', 'Order/getOrderOptions/'));
    expect(options.organizations).toEqual(organizations.map(({ id, name, inn, kpp }) => ({ id, name, inn, kpp })));
    expect(options.organization_id).toBe(organizations[0]!.id);

    const placed = okResult(await submitOrder(t.app, visitor, checkoutBody(await pickupStockId(t.db), { user_type: 'company', organization_id: deep.id })));
    const order = okResult(await call(t.app, visitor, 'GET', `Order/get/?order_num=${placed.order_num}`));
    expect(order).toMatchObject({ organization_name: 'Нижняя', requisites: { company: 'Нижняя', inn: deep.inn, kpp: deep.kpp } });
  });

  it('shows a user who belongs to two organisations, though no manager, both in the list and the checkout’s choice, not those below', async () => {
    const { visitor: director } = await company();
    const east = byName(okResult<Organization[]>(await add(director, uniqueRequisites('Восток'))), 'Восток');
    const west = byName(okResult<Organization[]>(await add(director, uniqueRequisites('Запад'))), 'Запад');
    okResult(await add(director, { ...uniqueRequisites('Цех'), parent_id: east.id }));
    const fio = 'Двойнова Дарья Денисовна';
    const payload = { fio, email: uniqueEmail('twice'), phone: uniquePhone(), organizations: [west.id, east.id] };
    const employees: { id: number; name: string }[] = okResult(await call(t.app, director, 'POST', 'Employees/add/', payload));
    const employee: Visitor = { cookie: await extraSessionCookie(t.db, employees.find((entry) => entry.name === fio)!.id) };

    const organizations = await list(employee);
    // Their home organisation (the first chosen) first, then by id.
    expect(organizations.map((organization) => [organization.name, organization.is_own, organization.employees_count])).toEqual([
      ['Запад', true, 1],
      ['Восток', false, 1],
    ]);
    const product = await seedProduct(t.db);
    await setStock(t.db, product.id, 100);
    okResult(await addToBasket(t.app, employee, product.id, 1));
    const options = okResult(await call(t.app, employee, 'GET', 'Order/getOrderOptions/'));
    expect(options.organizations).toEqual(organizations.map(({ id, name, inn, kpp }) => ({ id, name, inn, kpp })));
    const placed = okResult(await submitOrder(t.app, employee, checkoutBody(await pickupStockId(t.db), { user_type: 'company', organization_id: east.id })));
    expect(okResult(await call(t.app, employee, 'GET', `Order/get/?order_num=${placed.order_num}`))).toMatchObject({ organization_name: 'Восток' });
  });

  it('a manager who is not the main one sees and adds below their own organisation, and must choose the parent', async () => {
    const { visitor: director, headId } = await company();
    const branch = byName(okResult<Organization[]>(await add(director, uniqueRequisites('Филиал'))), 'Филиал');
    const manager = await member(branch.id, 'manager');
    expect(names(await list(manager))).toEqual(['Филиал']);
    expect((await list(manager))[0]).toMatchObject({ is_own: true, parent_organization: headId, employees_count: 1 });

    const before = await organizationCount();
    for (const payload of [uniqueRequisites('Без родителя'), { ...uniqueRequisites('Без родителя'), parent_id: null }]) {
      const refused = await add(manager, payload);
      expect([refused.statusCode, body(refused).result]).toEqual([400, { message: messages.chooseParent, fields: { parent_id: messages.chooseParent } }]);
    }
    // Their company's head is above them: not one they see.
    const above = await add(manager, { ...uniqueRequisites('Выше'), parent_id: headId });
    expect([above.statusCode, body(above).result.message]).toEqual([404, messages.notFound]);
    expect(await organizationCount()).toBe(before);

    const organizations = okResult<Organization[]>(await add(manager, { ...uniqueRequisites('Цех'), parent_id: branch.id }));
    expect(organizations.map((organization) => [organization.name, organization.parent_organization, organization.is_own])).toEqual([
      ['Филиал', headId, true],
      ['Цех', branch.id, false],
    ]);
    expect(names(await list(director))).toEqual([validCompany.organization_name, 'Филиал', 'Цех']);
  });

  it('lets only managers add: an employee and an individual get 403 and nothing is inserted', async () => {
    const { visitor: director, headId } = await company();
    okResult(await add(director, uniqueRequisites('Филиал')));
    const employee = await member(headId, 'employee');
    const individual: Visitor = { cookie: (await register(t.app)).cookie };
    const before = await organizationCount();
    for (const visitor of [employee, individual]) {
      for (const payload of [uniqueRequisites('Чужая'), { ...uniqueRequisites('Чужая'), parent_id: headId }]) {
        const refused = await add(visitor, payload);
        expect([refused.statusCode, body(refused).result.message]).toEqual([403, messages.addManagersOnly]);
      }
    }
    expect(await organizationCount()).toBe(before);
    // An employee sees their own organisation only, not the one under it.
    expect(names(await list(employee))).toEqual([validCompany.organization_name]);
    expect(names(await list(director))).toEqual([validCompany.organization_name, 'Филиал']);
  });

  it('does not find a parent of another company or one that does not exist, and inserts nothing', async () => {
    const { visitor } = await company();
    const other = await company();
    const before = await organizationCount();
    for (const parentId of [other.headId, 2_000_000_000]) {
      const refused = await add(visitor, { ...uniqueRequisites('Под чужой'), parent_id: parentId });
      expect([refused.statusCode, body(refused).result.message]).toEqual([404, messages.notFound]);
    }
    expect(await organizationCount()).toBe(before);
    expect(names(await list(other.visitor))).toEqual([validCompany.organization_name]);
  });

  it('refuses an ИНН with a КПП already among the organisations the user sees (409 on inn); another company may have them', async () => {
    const { visitor } = await company();
    const repeated = uniqueRequisites('Первая');
    okResult(await add(visitor, repeated));
    const before = await organizationCount();
    for (const payload of [
      { ...repeated, name: 'Вторая' },
      // The head's own requisites (validCompany's).
      { ...uniqueRequisites('Третья'), inn: validCompany.inn, kpp: validCompany.kpp },
    ]) {
      const refused = await add(visitor, payload);
      expect([refused.statusCode, body(refused).result]).toEqual([409, { message: messages.duplicate, fields: { inn: messages.duplicate } }]);
    }
    expect(await organizationCount()).toBe(before);
    // Another КПП of the same ИНН is another branch; another company does not see the first one's.
    okResult(await add(visitor, { ...repeated, name: 'Обособленное подразделение', kpp: '667102001' }));
    okResult(await add((await company()).visitor, { ...repeated, name: 'Вторая' }));
  });

  it('refuses bad input field by field with the dialog’s messages, and unknown keys', async () => {
    const { visitor, headId } = await company();
    const good = uniqueRequisites('Проверка');
    const refusals: [object, string, string][] = [
      [{ ...good, inn: `${good.inn.slice(0, 9)}${(Number(good.inn[9]) + 1) % 10}` }, 'inn', 'Некорректный ИНН: неверное контрольное число'],
      [{ ...good, inn: '12345' }, 'inn', 'ИНН должен содержать 10 цифр'],
      [{ ...good, ogrn: `${good.ogrn.slice(0, 12)}${(Number(good.ogrn[12]) + 1) % 10}` }, 'ogrn', 'Некорректный ОГРН: неверное контрольное число'],
      [{ ...good, kpp: '66710100' }, 'kpp', 'КПП должен содержать 9 цифр'],
      [{ ...good, name: '  ' }, 'name', 'Обязательное поле'],
      [{ ...good, director: '' }, 'director', 'Обязательное поле'],
    ];
    const before = await organizationCount();
    for (const [payload, field, message] of refusals) {
      for (const response of [await add(visitor, payload), await update(visitor, { id: headId, ...payload })]) {
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(body(response).result.fields[field], JSON.stringify(payload)).toBe(message);
      }
    }
    for (const payload of [{ ...good, parent_id: 0 }, { ...good, parent_id: '1' }, { ...good, is_own: true }, { name: good.name }]) {
      expect((await add(visitor, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // The parent is never changed by an update: the key is refused.
    expect((await update(visitor, { id: headId, ...good, parent_id: null })).statusCode).toBe(400);
    for (const id of [0, -1, 1.5, '1', null]) expect((await remove(visitor, id)).statusCode, String(id)).toBe(400);
    expect(await organizationCount()).toBe(before);
    expect((await organizationRow(headId))?.inn).toBe(validCompany.inn);
  });

  it('the main manager changes their own organisation and one below it; the parent stays', async () => {
    const { visitor, headId } = await company();
    const branch = byName(okResult<Organization[]>(await add(visitor, uniqueRequisites('Филиал'))), 'Филиал');
    const renamed = { ...uniqueRequisites('ООО «Крепёж-Сервис Плюс»'), address: 'г. Москва, ул. Тверская, д. 7', postal_code: '125009' };
    let organizations = okResult<Organization[]>(await update(visitor, { id: headId, ...renamed }));
    expect(organizations[0]).toEqual({ id: headId, ...renamed, parent_organization: null, employees_count: 1, orders_count: 0, is_own: true });
    // Its own ИНН and КПП are no duplicate of itself.
    const { id: _id, parent_organization: _parent, employees_count: _employees, orders_count: _orders, is_own: _own, ...own } = branch;
    organizations = okResult<Organization[]>(await update(visitor, { id: branch.id, ...own, name: 'Филиал №1' }));
    expect(byName(organizations, 'Филиал №1')).toEqual({ ...branch, name: 'Филиал №1' });
    // The profile's /User/get/ shows the changed requisites too.
    expect(okResult(await call(t.app, visitor, 'GET', 'User/get/'))).toMatchObject({ organization_name: renamed.name, inn: renamed.inn });
  });

  it('refuses another organisation’s ИНН and КПП on update (409 on inn), leaving it as it was', async () => {
    const { visitor, headId } = await company();
    const first = uniqueRequisites('Первая');
    const second = byName(okResult<Organization[]>(await add(visitor, uniqueRequisites('Вторая'))), 'Вторая');
    okResult(await add(visitor, first));
    for (const id of [second.id, headId]) {
      const refused = await update(visitor, { id, ...first, name: 'Копия' });
      expect([refused.statusCode, body(refused).result]).toEqual([409, { message: messages.duplicate, fields: { inn: messages.duplicate } }]);
    }
    expect(byName(await list(visitor), 'Вторая')).toEqual(second);
  });

  it('lets a manager who is not the main one change those below, not their own; an employee nothing; another company’s is not found', async () => {
    const { visitor: director, headId } = await company();
    const branch = byName(okResult<Organization[]>(await add(director, uniqueRequisites('Филиал'))), 'Филиал');
    const manager = await member(branch.id, 'manager');
    const workshop = byName(okResult<Organization[]>(await add(manager, { ...uniqueRequisites('Цех'), parent_id: branch.id })), 'Цех');

    const ownChange = await update(manager, { id: branch.id, ...uniqueRequisites('Филиал изменён') });
    expect([ownChange.statusCode, body(ownChange).result.message]).toEqual([403, messages.ownMainManagerOnly]);
    const aboveChange = await update(manager, { id: headId, ...uniqueRequisites('Голова изменена') });
    expect([aboveChange.statusCode, body(aboveChange).result.message]).toEqual([404, messages.notFound]);
    const changed = uniqueRequisites('Цех №2');
    expect(byName(okResult<Organization[]>(await update(manager, { id: workshop.id, ...changed })), 'Цех №2')).toMatchObject(changed);

    const employee = await member(workshop.id, 'employee');
    for (const id of [workshop.id, branch.id]) {
      const refused = await update(employee, { id, ...uniqueRequisites('Сотрудник меняет') });
      expect([refused.statusCode, body(refused).result.message]).toEqual([403, messages.updateManagersOnly]);
    }

    const other = await company();
    for (const id of [other.headId, 2_000_000_000]) {
      const refused = await update(director, { id, ...uniqueRequisites('Чужая изменена') });
      expect([refused.statusCode, body(refused).result.message]).toEqual([404, messages.notFound]);
    }
    expect((await organizationRow(other.headId))?.name).toBe(validCompany.organization_name);
    expect((await organizationRow(branch.id))?.name).toBe('Филиал');
    expect((await organizationRow(headId))?.name).toBe(validCompany.organization_name);
  });

  it('refuses to delete the own organisation, one with organisations under it or with employees, and lets only managers delete', async () => {
    const { visitor: director, headId } = await company();
    const branch = byName(okResult<Organization[]>(await add(director, uniqueRequisites('Филиал'))), 'Филиал');
    const workshop = byName(okResult<Organization[]>(await add(director, { ...uniqueRequisites('Цех'), parent_id: branch.id })), 'Цех');
    const staffed = byName(okResult<Organization[]>(await add(director, uniqueRequisites('Со штатом'))), 'Со штатом');
    const employee = await member(staffed.id, 'employee');

    const refusals: [number, string][] = [
      [headId, messages.deleteOwn],
      [branch.id, messages.hasChildren],
      [staffed.id, messages.hasEmployees],
    ];
    for (const [id, message] of refusals) {
      const refused = await remove(director, id);
      expect([refused.statusCode, body(refused).result.message]).toEqual([422, message]);
    }
    const byEmployee = await remove(employee, staffed.id);
    expect([byEmployee.statusCode, body(byEmployee).result.message]).toEqual([403, messages.deleteManagersOnly]);
    const individual = await remove({ cookie: (await register(t.app)).cookie }, workshop.id);
    expect([individual.statusCode, body(individual).result.message]).toEqual([403, messages.deleteManagersOnly]);
    const other = await company();
    for (const id of [workshop.id, 2_000_000_000]) {
      const refused = await remove(other.visitor, id);
      expect([refused.statusCode, body(refused).result.message]).toEqual([404, messages.notFound]);
    }
    expect(names(await list(director))).toEqual([validCompany.organization_name, 'Филиал', 'Цех', 'Со штатом']);

    // Bottom up, it goes: the workshop, then the branch it emptied.
    expect(names(okResult<Organization[]>(await remove(director, workshop.id)))).toEqual([validCompany.organization_name, 'Филиал', 'Со штатом']);
    expect(names(okResult<Organization[]>(await remove(director, branch.id)))).toEqual([validCompany.organization_name, 'Со штатом']);
  });

  it('deletes an organisation with an order: the order keeps the organisation’s name', async () => {
    const { visitor } = await company();
    const branch = byName(okResult<Organization[]>(await add(visitor, uniqueRequisites('Филиал с заказом'))), 'Филиал с заказом');
    const product = await seedProduct(t.db);
    await setStock(t.db, product.id, 100);
    okResult(await addToBasket(t.app, visitor, product.id, 1));
    const placed = okResult(await submitOrder(t.app, visitor, checkoutBody(await pickupStockId(t.db), { user_type: 'company', organization_id: branch.id })));
    const before = await list(visitor);
    expect(byName(before, 'Филиал с заказом')).toMatchObject({ orders_count: 1, employees_count: 0 });
    expect(before[0]).toMatchObject({ is_own: true, orders_count: 0 });

    expect(names(okResult<Organization[]>(await remove(visitor, branch.id)))).toEqual([validCompany.organization_name]);
    expect(await organizationRow(branch.id)).toBeUndefined();
    const order = okResult(await call(t.app, visitor, 'GET', `Order/get/?order_num=${placed.order_num}`));
    expect(order).toMatchObject({ organization_name: 'Филиал с заказом' });
    const row = await t.db.selectFrom('orders').select(['organization_id', 'organization_name']).where('id', '=', placed.order_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ organization_id: null, organization_name: 'Филиал с заказом' });
  });

  it('adds one organisation when a company’s managers add the same ИНН and КПП at once, under different parents', async () => {
    const { visitor, headId } = await company();
    const branches: number[] = [];
    for (const name of ['Филиал 1', 'Филиал 2', 'Филиал 3'])
      branches.push(byName(okResult<Organization[]>(await add(visitor, uniqueRequisites(name))), name).id);
    const manager = await member(headId, 'manager');
    const same = uniqueRequisites('Одновременная');
    // Under four different parents: only the lock on the company's organisation puts them one after another.
    const answers = await Promise.all([
      add(visitor, same),
      add(manager, { ...same, parent_id: branches[0] }),
      add(visitor, { ...same, parent_id: branches[1] }),
      add(manager, { ...same, parent_id: branches[2] }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await list(visitor)).filter((organization) => organization.inn === same.inn)).toHaveLength(1);
  });

  it('finds the tree and each organisation’s employees and orders by index, not by reading whole tables', async () => {
    const { db, dialect } = t;
    const indexed =
      dialect === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db);
    expect(indexed.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['organizations_parent_idx', 'user_organizations_organization_idx', 'orders_organization_idx']),
    );
  });
});
