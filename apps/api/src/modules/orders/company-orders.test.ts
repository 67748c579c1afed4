import type { Dashboard } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, extraSessionCookie, register, uniqueRequisites } from '../../testing/accounts.ts';
import { addToBasket, call, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, productStock, setStock, submitOrder } from '../../testing/orders.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { orderMessages } from './order-messages.ts';

interface Summary {
  order_num: string;
  buyer: string | null;
  organization_name: string;
  total: number;
}

/**
 * A company manager reads and acts on the orders placed for the organisations they manage (their own and every one
 * below); an ordinary employee only on their own; nobody outside the company on any.
 */
describe('/api/Order/… a company manager’s orders of their organisations', () => {
  let t: TestApp;
  let stockId: number;
  beforeAll(async () => {
    t = await createTestApp();
    stockId = await pickupStockId(t.db);
  });
  afterAll(() => t.close());

  const employeeName = 'Работников Роман Романович';

  async function orderFor(visitor: Visitor, organizationId: number, quantity = 2) {
    const product = await seedProduct(t.db, { type: 'Шайба' });
    await setStock(t.db, product.id, 20);
    okResult(await addToBasket(t.app, visitor, product.id, quantity));
    const answer = okResult(await submitOrder(t.app, visitor, checkoutBody(stockId, { user_type: 'company', organization_id: organizationId })));
    return { product, orderNum: answer.order_num as string };
  }

  /** A company: its director (main manager) with a head organisation and a branch, an employee in each. */
  async function company() {
    const director = await register(t.app, 'company');
    const visitor: Visitor = { cookie: director.cookie };
    const organizations = okResult<{ id: number; name: string }[]>(await call(t.app, visitor, 'POST', 'Organizations/add/', uniqueRequisites('Филиал')));
    const [head, branch] = organizations.map((organization) => organization.id) as [number, number];
    const employee = async (organizationId: number): Promise<Visitor & { id: number }> => {
      const { id } = await addEmployee(t.db, organizationId);
      return { id, cookie: await extraSessionCookie(t.db, id) };
    };
    return { director: { ...visitor, id: director.id }, head, branch, headEmployee: await employee(head), branchEmployee: await employee(branch) };
  }

  const list = async (visitor: Visitor, query = '') =>
    okResult<{ items: Summary[]; total: number }>(await call(t.app, visitor, 'GET', `Order/getList/${query}`));
  const numbers = (items: Summary[]) => items.map((item) => item.order_num);
  const getOrder = (visitor: Visitor, orderNum: string) => call(t.app, visitor, 'GET', `Order/get/?order_num=${orderNum}`);
  const invoice = (visitor: Visitor, orderNum: string) =>
    t.app.inject({ method: 'GET', url: `/api/Order/getInvoice/?order_num=${orderNum}`, headers: { cookie: visitor.cookie ?? '' } });

  it('the director lists their own and every employee’s order of the company, each employee’s named; filtered by organisation', async () => {
    const { director, head, branch, headEmployee, branchEmployee } = await company();
    const own = await orderFor(director, head);
    const atHead = await orderFor(headEmployee, head);
    const atBranch = await orderFor(branchEmployee, branch);

    const all = await list(director);
    expect(all.total).toBe(3);
    expect(all.items.map(({ order_num, buyer }) => [order_num, buyer])).toEqual([
      [atBranch.orderNum, employeeName],
      [atHead.orderNum, employeeName],
      [own.orderNum, null],
    ]);
    expect(all.items[0]?.organization_name).toBe('Филиал');
    expect(numbers((await list(director, `?organization_id=${branch}`)).items)).toEqual([atBranch.orderNum]);
    expect(numbers((await list(director, `?organization_id=${head}&page_size=1&page=2`)).items)).toEqual([own.orderNum]);
    expect((await call(t.app, director, 'GET', 'Order/getList/?organization_id=abc')).statusCode).toBe(400);

    // The employee's own list is theirs alone, their order their own.
    expect((await list(headEmployee)).items.map(({ order_num, buyer }) => [order_num, buyer])).toEqual([[atHead.orderNum, null]]);
  });

  it('the director’s dashboard sums up the company’s orders, each employee’s named among the recent; an employee’s holds their own', async () => {
    const { director, head, branch, headEmployee, branchEmployee } = await company();
    await orderFor(director, head);
    const atHead = await orderFor(headEmployee, head, 4);
    await orderFor(branchEmployee, branch, 6);
    const dashboardOf = async (visitor: Visitor) => okResult<Dashboard>(await call(t.app, visitor, 'GET', 'Dashboard/get/'));
    const all = (await list(director)).items;

    const directors = await dashboardOf(director);
    expect(directors.recent_orders).toEqual(all);
    expect(directors.this_month).toEqual({ orders_count: 3, total: all.reduce((sum, item) => sum + item.total, 0) });
    expect(directors.in_progress).toBe(3);
    expect(directors.awaiting_payment.orders_count).toBe(0);

    const employees = await dashboardOf(headEmployee);
    expect(employees.recent_orders.map(({ order_num, buyer }) => [order_num, buyer])).toEqual([[atHead.orderNum, null]]);
    expect(employees.this_month).toEqual({ orders_count: 1, total: all.find((item) => item.order_num === atHead.orderNum)!.total });
  });

  it('the director opens, downloads the invoice of and cancels an employee’s order; repeating fills the director’s basket', async () => {
    const { director, head, headEmployee } = await company();
    const { product, orderNum } = await orderFor(headEmployee, head, 3);
    expect(await productStock(t.db, product.id)).toBe(17);

    const order = okResult(await getOrder(director, orderNum));
    expect(order).toMatchObject({ order_num: orderNum, buyer: employeeName, can_cancel: true });
    expect(okResult(await getOrder(headEmployee, orderNum)).buyer).toBeNull();
    const pdf = await invoice(director, orderNum);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    const repeated = okResult(await call(t.app, director, 'POST', 'Order/repeat/', { order_num: orderNum }));
    expect(repeated.items).toEqual([expect.objectContaining({ id: product.id, quantity: 3 })]);
    expect(okResult(await getBasket(t.app, headEmployee)).items).toEqual([]);

    const cancelled = okResult(await call(t.app, director, 'POST', 'Order/cancel/', { order_num: orderNum }));
    expect(cancelled).toMatchObject({ status: 'Отменён', buyer: employeeName });
    expect(await productStock(t.db, product.id)).toBe(20);
    expect(okResult(await getOrder(headEmployee, orderNum)).status).toBe('Отменён');
  });

  it('an employee, a manager of a branch and another company see none of the orders outside their reach', async () => {
    const { director, head, branch, headEmployee, branchEmployee } = await company();
    const directors = await orderFor(director, head);
    const atHead = await orderFor(headEmployee, head);
    const atBranch = await orderFor(branchEmployee, branch);
    const stranger = await register(t.app, 'company');
    const strangerVisitor: Visitor = { cookie: stranger.cookie };

    // A manager of the branch (not the main manager) manages the branch and what is below it, not the head.
    await t.db.updateTable('users').set({ is_manager: 1 }).where('id', '=', branchEmployee.id).execute();
    expect((await list(branchEmployee)).items.map(({ order_num, buyer }) => [order_num, buyer])).toEqual([[atBranch.orderNum, null]]);
    const otherAtBranch = await orderFor(director, branch);
    expect(numbers((await list(branchEmployee)).items)).toEqual([otherAtBranch.orderNum, atBranch.orderNum]);

    const outOfReach: Array<[Visitor, string]> = [
      [headEmployee, directors.orderNum],
      [headEmployee, atBranch.orderNum],
      [branchEmployee, atHead.orderNum],
      [branchEmployee, directors.orderNum],
      [strangerVisitor, atHead.orderNum],
    ];
    for (const [visitor, orderNum] of outOfReach) {
      for (const answer of [
        await getOrder(visitor, orderNum),
        await call(t.app, visitor, 'POST', 'Order/cancel/', { order_num: orderNum }),
        await call(t.app, visitor, 'POST', 'Order/repeat/', { order_num: orderNum }),
        await call(t.app, visitor, 'POST', 'Payment/pay/', { order_num: orderNum }),
      ]) {
        expect([answer.statusCode, body(answer).result.message], orderNum).toEqual([404, orderMessages.notFound]);
      }
      expect((await invoice(visitor, orderNum)).statusCode).toBe(404);
    }
    expect((await list(strangerVisitor, `?organization_id=${head}`)).items).toEqual([]);
    expect(okResult(await getOrder(director, atHead.orderNum)).status).toBe('Новый');
  });
});
