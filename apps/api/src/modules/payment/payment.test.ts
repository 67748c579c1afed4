import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { call, okResult, type Visitor } from '../../testing/basket.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findPaymentMethod } from './payment-methods.repository.ts';

describe('/api/Order/getPayments/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Method = { id: number; name: string; logo: string; is_default: boolean };
  const payments = async (visitor: Visitor) => okResult<Method[]>(await call(t.app, visitor, 'POST', 'Order/getPayments/'));
  const preselected = (methods: Method[]) => methods.filter((method) => method.is_default).map((method) => method.name);

  it('lists the active methods from the database; a guest and an individual get payment on receipt preselected', async () => {
    const methods = await payments({ cookie: '' });
    expect(methods.map((method) => method.name)).toEqual(['Безналичный расчёт по счёту', 'Картой или наличными при получении', 'Банковской картой онлайн']);
    expect(methods[0]).toEqual({
      id: expect.any(Number),
      name: 'Безналичный расчёт по счёту',
      logo: '/payment/invoice.svg',
      description: expect.any(String),
      is_default: false,
    });
    expect(preselected(methods)).toEqual(['Картой или наличными при получении']);
    for (const { logo } of methods) expect(fs.existsSync(path.resolve(import.meta.dirname, '../../../../web/public', `.${logo}`)), logo).toBe(true);
    const individual = await register(t.app, 'contact');
    expect(preselected(await payments({ cookie: individual.cookie }))).toEqual(['Картой или наличными при получении']);
  });

  it('preselects the invoice for a company user', async () => {
    const company = await register(t.app, 'company');
    expect(preselected(await payments({ cookie: company.cookie }))).toEqual(['Безналичный расчёт по счёту']);
  });

  it('finds a method checkout may take by id, and not a switched-off or unknown one', async () => {
    const [invoice] = await payments({ cookie: '' });
    expect(await findPaymentMethod(t.db, invoice!.id)).toMatchObject({ code: 'invoice', name: 'Безналичный расчёт по счёту' });
    const online = await t.db.selectFrom('payment_methods').select('id').where('code', '=', 'online_card').executeTakeFirstOrThrow();
    expect(await findPaymentMethod(t.db, online.id)).toMatchObject({ code: 'online_card', name: 'Банковской картой онлайн' });
    await t.db.updateTable('payment_methods').set({ is_active: 0 }).where('id', '=', online.id).execute();
    expect(await findPaymentMethod(t.db, online.id)).toBeUndefined();
    expect((await payments({ cookie: '' })).map((method) => method.name)).not.toContain('Банковской картой онлайн');
    await t.db.updateTable('payment_methods').set({ is_active: 1 }).where('id', '=', online.id).execute();
    expect(await findPaymentMethod(t.db, 999_999)).toBeUndefined();
  });
});
