import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser, register } from '../../testing/accounts.ts';
import { addToBasket, call, createPromocode, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { checkoutBody, newKey, pickupStockId, productStock, quickBuyer, setStock, submitOrder } from '../../testing/orders.ts';
import { body, createTestApp, outbox, type TestApp } from '../../testing/test-app.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';
import { attemptLimits } from '../auth/rate-limit.ts';
import { idempotencyMessages } from './idempotency.ts';
import { orderPlacedText } from './order-mail.ts';
import { orderMessages } from './order-messages.ts';

const sberbank = {
  company: 'ПАО Сбербанк',
  director: 'Греф Герман Оскарович',
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  correspondent_settlement: '30101810400000000225',
  settlement_invoice: '40702810238720001420',
};

describe('/api/Order/checkout/', () => {
  let t: TestApp;
  let stockId: number;
  beforeAll(async () => {
    t = await createTestApp();
    stockId = await pickupStockId(t.db);
  });
  afterAll(() => t.close());

  const stockOf = (id: number) => productStock(t.db, id);
  const orderCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const getOrder = (visitor: Visitor, orderNum: string) => call(t.app, visitor, 'GET', `Order/get/?order_num=${encodeURIComponent(orderNum)}`);

  /** A product with `stock` units in stock, and a visitor with `quantity` of it in the basket. */
  async function basketWith(visitor: Visitor, quantity: number, stock = 100) {
    const product = await seedProduct(t.db, { type: 'Болт' });
    await setStock(t.db, product.id, stock);
    okResult(await addToBasket(t.app, visitor, product.id, quantity));
    return { ...product, unit: product.discount_price ?? product.price };
  }

  it('a guest orders: registered and signed in with the order’s contacts, the order in their history, the basket emptied, e-mails after commit', async () => {
    const guest: Visitor = { cookie: '' };
    const product = await basketWith(guest, 3, 100);
    const payload = checkoutBody(stockId, { properties: { email: 'Guest.Order@Example.ru', comment: 'Позвонить за час' } });
    const answer = okResult(await submitOrder(t.app, guest, payload));
    expect(answer).toEqual({ order_id: expect.any(Number), order_num: expect.stringMatching(/^\d{4}-\d{6}$/) });

    const user = body(await getUser(t.app, guest.cookie)).result;
    expect(user).toMatchObject({ email: 'guest.order@example.ru', FIO: 'Иванов Иван Иванович' });
    expect(okResult(await getBasket(t.app, guest)).items).toEqual([]);
    expect(await stockOf(product.id)).toBe(97);

    const order = okResult(await getOrder(guest, answer.order_num));
    expect(order).toMatchObject({
      order_num: answer.order_num,
      status: 'Новый',
      total: product.unit * 3,
      goods_discount_price: product.unit * 3,
      user_type: 'individual',
      requisites: null,
      comment: 'Позвонить за час',
      payment: { id: 1, name: 'Безналичный расчёт по счёту' },
      delivery: { receiving_type: 'pickup', stock_id: stockId, price: 0 },
      history: [{ status: 'Новый' }],
      can_cancel: true,
      can_repeat: true,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ product_id: product.id, name: product.name, quantity: 3, discount_price: product.unit, on_order_quantity: 0 }),
    ]);
    expect(order.vat_rate).toBe(22);
    expect(order.vat_amount).toBe(Math.round((order.total * 22) / 122));

    await t.app.outbox.runOnce();
    const mails = await outbox(t);
    const toGuest = mails.filter((mail) => mail.to === 'guest.order@example.ru');
    expect(toGuest.map((mail) => mail.subject).sort()).toEqual([`Заказ № ${answer.order_num} оформлен`, 'Ваш личный кабинет'].sort());
    expect(toGuest.find((mail) => mail.subject.startsWith('Заказ'))?.text).toContain(orderPlacedText(answer.order_num));
    expect(toGuest.find((mail) => mail.subject === 'Ваш личный кабинет')?.text).toContain('/auth/restore/?email=guest.order%40example.ru');
    expect(mails.some((mail) => mail.to === 'sales@krepkomplekt.ru' && mail.subject === `Новый заказ № ${answer.order_num}`)).toBe(true);
  });

  it('a guest whose e-mail or phone has an account is asked to sign in, and nothing is attached to that account', async () => {
    const owner = await register(t.app);
    const checked = okResult(await call(t.app, { cookie: '' }, 'POST', 'Order/checkUserUnregistered/', { email: owner.email, phone: '+7 (999) 000-11-22' }));
    expect(checked).toEqual({ unregistered: false, email_registered: true, phone_registered: false });

    for (const properties of [{ email: owner.email.toUpperCase() }, { phone: owner.phone }]) {
      const guest: Visitor = { cookie: '' };
      await basketWith(guest, 1);
      const refused = await submitOrder(t.app, guest, checkoutBody(stockId, { properties }));
      expect(refused.statusCode).toBe(409);
      expect(body(refused).result.message).toBe('email' in properties ? orderMessages.guestEmailTaken : orderMessages.guestPhoneTaken);
      expect(body(await getUser(t.app, guest.cookie)).result).toBeNull();
    }
    expect(okResult(await call(t.app, { cookie: owner.cookie }, 'GET', 'Order/getList/')).total).toBe(0);
  });

  it('guests are sent to sign in when guest ordering is off', async () => {
    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, checkout: { ...settings.checkout, guest_ordering: false } });
    try {
      const guest: Visitor = { cookie: '' };
      await basketWith(guest, 1);
      const refused = await submitOrder(t.app, guest, checkoutBody(stockId));
      expect([refused.statusCode, body(refused).result.message]).toEqual([401, orderMessages.signInToOrder]);
    } finally {
      await saveSettings(t.db, settings);
    }
  });

  it('an individual orders with a promo code: the server’s prices, the code counted once, the total they saw', async () => {
    const buyer = await register(t.app);
    const visitor: Visitor = { cookie: buyer.cookie };
    const product = await basketWith(visitor, 4);
    const code = await createPromocode(t.db, { value: 10 });
    expect(okResult(await call(t.app, visitor, 'POST', 'Promocode/apply/', { code })).success).toBe(true);
    const discount = Math.round((product.unit * 4) / 10);
    const options = okResult(await call(t.app, visitor, 'GET', 'Order/getOrderOptions/'));
    expect(options).toMatchObject({ fio: 'Иванов Иван Иванович', email: buyer.email, guest: false, goods_total: product.unit * 4 - discount });

    const payload = checkoutBody(stockId, {
      properties: { email: buyer.email, phone: buyer.phone },
      expected_total: options.goods_total,
      basket_revision: options.basket_revision,
    });
    const answer = okResult(await submitOrder(t.app, visitor, payload));
    const order = okResult(await getOrder(visitor, answer.order_num));
    expect(order).toMatchObject({ promocode: code, promo_discount: discount, total: product.unit * 4 - discount, goods_discount_price: product.unit * 4 });
    const promo = await t.db.selectFrom('promocodes').select('used_count').where('code', '=', code).executeTakeFirstOrThrow();
    expect(promo.used_count).toBe(1);
    expect(okResult(await getBasket(t.app, visitor)).promocode_info).toBeNull();

    // The next checkout opens prefilled from this order.
    const next = okResult(await call(t.app, visitor, 'GET', 'Order/getOrderOptions/'));
    expect(next).toMatchObject({ location: 'Москва', receiving_type: 'pickup', stock_id: stockId, payment_id: 1 });
  });

  it('quantities beyond stock are accepted as «под заказ» with the product’s lead time; stock stops at zero', async () => {
    const buyer = await quickBuyer(t.db);
    const product = await basketWith(buyer.visitor, 7, 4);
    const answer = okResult(await submitOrder(t.app, buyer.visitor, checkoutBody(stockId)));
    expect(okResult(await getOrder(buyer.visitor, answer.order_num)).lines[0]).toMatchObject({ quantity: 7, on_order_quantity: 3, lead_time_days: 14 });
    expect(await stockOf(product.id)).toBe(0);
  });

  it('prices courier delivery on the server: total = goods + delivery; a delivery that does not fit is refused by its field', async () => {
    const buyer = await quickBuyer(t.db);
    const product = await basketWith(buyer.visitor, 2);
    const courier = { receiving_type: 'courier', stock_id: undefined, address: 'ул. Вавилова, д. 19' };
    const noStock = await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { properties: { stock_id: undefined } }));
    expect([noStock.statusCode, Object.keys(body(noStock).result.fields)]).toEqual([422, ['order_properties.stock_id']]);
    const answer = okResult(await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { properties: courier })));
    const order = okResult(await getOrder(buyer.visitor, answer.order_num));
    expect(order.delivery).toMatchObject({ receiving_type: 'courier', address: 'ул. Вавилова, д. 19', description: 'Курьер магазина, г. Москва' });
    expect(order.delivery.price).toBeGreaterThan(0);
    expect(order.total).toBe(product.unit * 2 + order.delivery.price);
  });

  it('an individual orders as a legal entity with checked requisites, when the settings allow it', async () => {
    const buyer = await quickBuyer(t.db);
    await basketWith(buyer.visitor, 1);
    const answer = okResult(await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { user_type: 'company', properties: sberbank })));
    const order = okResult(await getOrder(buyer.visitor, answer.order_num));
    expect(order).toMatchObject({ user_type: 'company', organization_name: 'ПАО Сбербанк', requisites: sberbank });

    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, checkout: { ...settings.checkout, individual_may_order_as_legal: false } });
    try {
      await basketWith(buyer.visitor, 1);
      const refused = await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { user_type: 'company', properties: sberbank }));
      expect([refused.statusCode, body(refused).result.message]).toEqual([403, orderMessages.legalNotAllowed]);
    } finally {
      await saveSettings(t.db, settings);
    }
  });

  it('a company user chooses one of their organisations; another one is not found, none is asked for', async () => {
    const director = await register(t.app, 'company');
    const visitor: Visitor = { cookie: director.cookie };
    await basketWith(visitor, 2);
    const options = okResult(await call(t.app, visitor, 'GET', 'Order/getOrderOptions/'));
    expect(options.user_type).toBe('company');
    expect(options.organizations).toEqual([expect.objectContaining({ name: 'ООО «Крепёж-Сервис»', inn: '7707083893' })]);
    const own = options.organizations[0].id as number;
    const other = (await register(t.app, 'company')).id;
    const otherOrg = (await t.db.selectFrom('users').select('organization_id').where('id', '=', other).executeTakeFirstOrThrow()).organization_id!;

    const none = await submitOrder(t.app, visitor, checkoutBody(stockId, { user_type: 'company' }));
    expect([none.statusCode, body(none).result.fields]).toEqual([400, { organization_id: orderMessages.chooseOrganization }]);
    const foreign = await submitOrder(t.app, visitor, checkoutBody(stockId, { user_type: 'company', organization_id: otherOrg }));
    expect([foreign.statusCode, body(foreign).result.message]).toEqual([404, orderMessages.organizationNotFound]);

    const answer = okResult(await submitOrder(t.app, visitor, checkoutBody(stockId, { user_type: 'company', organization_id: own })));
    expect(okResult(await getOrder(visitor, answer.order_num))).toMatchObject({
      user_type: 'company',
      organization_name: 'ООО «Крепёж-Сервис»',
      requisites: { company: 'ООО «Крепёж-Сервис»', inn: '7707083893', kpp: '773601001', ogrn: '1027700132195' },
    });
    expect(okResult(await call(t.app, visitor, 'GET', 'Order/getList/')).items).toEqual([
      expect.objectContaining({ order_num: answer.order_num, organization_name: 'ООО «Крепёж-Сервис»' }),
    ]);
  });

  it('asks a courier order for its address and wanted days within the delivery’s reach, before a guest is registered', async () => {
    const buyer = await quickBuyer(t.db);
    await basketWith(buyer.visitor, 1);
    const before = await orderCount();
    const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    /** The first Saturday `days` or more days from now. */
    const saturdayAfter = (days: number) => {
      const day = new Date(Date.now() + days * 86_400_000);
      day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
      return day.toISOString().slice(0, 10);
    };
    const refusals: Array<[Record<string, unknown>, string, string | RegExp]> = [
      [{ receiving_type: 'courier', stock_id: undefined, address: ' ' }, 'order_properties.address', orderMessages.addressRequired],
      [{ receiving_type: 'transportCompanyCourier', stock_id: undefined, delivery_service: 'cdek' }, 'order_properties.address', orderMessages.addressRequired],
      [
        { receiving_date_start: '2020-01-01', receiving_date_end: '2020-01-02' },
        'order_properties.receiving_date_start',
        /^Выберите дату не раньше \d\d\.\d\d\.\d{4}$/,
      ],
      [{ receiving_date_start: '9999-12-30' }, 'order_properties.receiving_date_end', /^Выберите дату не позже \d\d\.\d\d\.\d{4}$/],
      [{ receiving_date_start: dayAfter(20), receiving_date_end: dayAfter(10) }, 'order_properties.receiving_date_end', orderMessages.dateEndBeforeStart],
      // The store's courier works on weekdays.
      [
        { receiving_type: 'courier', stock_id: undefined, address: 'ул. Вавилова, д. 19', receiving_date_start: saturdayAfter(20) },
        'order_properties.receiving_date_start',
        orderMessages.courierWeekdays,
      ],
      [
        { receiving_type: 'transportCompanyCourier', stock_id: undefined, address: 'ул. Вавилова, д. 19', delivery_service: 'dhl' },
        'order_properties.delivery_service',
        'Транспортная компания не найдена',
      ],
    ];
    for (const [properties, field, message] of refusals) {
      const refused = await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { properties }));
      expect(refused.statusCode, field).toBe(field.endsWith('delivery_service') ? 422 : 400);
      expect(body(refused).result.fields?.[field], JSON.stringify(properties)).toMatch(message);
    }

    const guest: Visitor = { cookie: '' };
    await basketWith(guest, 1);
    const noAddress = await submitOrder(t.app, guest, checkoutBody(stockId, { properties: { receiving_type: 'courier', stock_id: undefined } }));
    expect(body(noAddress).result.fields).toEqual({ 'order_properties.address': orderMessages.addressRequired });
    expect(body(await getUser(t.app, guest.cookie)).result).toBeNull();

    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, checkout: { ...settings.checkout, can_choose_date: false } });
    try {
      const refused = await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { properties: { receiving_date_start: dayAfter(10) } }));
      expect(body(refused).result.fields).toEqual({ 'order_properties.receiving_date_start': orderMessages.dateDisabled });
    } finally {
      await saveSettings(t.db, settings);
    }
    expect(await orderCount()).toBe(before);

    // A pickup is not held to weekdays: it may be wanted on a Saturday. An address left in the form from an
    // earlier courier choice is not kept with it.
    const wanted = saturdayAfter(30);
    const pickup = { receiving_date_start: wanted, address: 'ул. Прежняя, д. 1' };
    const placed = okResult(await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { properties: pickup })));
    const order = okResult(await getOrder(buyer.visitor, placed.order_num));
    expect(order.delivery).toMatchObject({ receiving_type: 'pickup', address: '', receiving_date_start: wanted, receiving_date_end: null });
  });

  it('refuses bad input on every field with the spec’s messages, and orders nothing', async () => {
    const buyer = await quickBuyer(t.db);
    await basketWith(buyer.visitor, 1);
    const before = await orderCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ properties: { contact_person: 'Ия' } }, 'order_properties.contact_person', 'Минимум 3 символов'],
      [{ properties: { contact_person: 'я'.repeat(101) } }, 'order_properties.contact_person', 'Максимум 100 символов'],
      [{ properties: { contact_person: '' } }, 'order_properties.contact_person', 'Обязательное поле'],
      [{ properties: { email: 'ivan' } }, 'order_properties.email', 'Некорректный email'],
      [{ properties: { email: '' } }, 'order_properties.email', 'Обязательное поле'],
      [{ properties: { phone: '123' } }, 'order_properties.phone', 'Некорректный номер телефона'],
      [{ properties: { location: '' } }, 'order_properties.location', 'Обязательное поле'],
      [{ properties: { receiving_type: 'teleport' } }, 'order_properties.receiving_type', expect.any(String) as unknown as string],
      [{ properties: { receiving_date_start: '31.12.2026' } }, 'order_properties.receiving_date_start', 'Некорректная дата'],
      [{ properties: { payment: 99 } }, 'order_properties.payment', orderMessages.paymentNotFound],
      [{ properties: { unknown: 1 } }, 'order_properties.unknown', 'Неизвестное поле'],
      [{ user_type: 'company', properties: { ...sberbank, inn: '770708389I' } }, 'order_properties.inn', 'ИНН должен содержать только цифры'],
      [{ user_type: 'company', properties: { ...sberbank, inn: '770708389' } }, 'order_properties.inn', 'ИНН должен содержать от 10 до 12 цифр'],
      [{ user_type: 'company', properties: { ...sberbank, ogrn: '102770013219S' } }, 'order_properties.ogrn', 'ОГРН должен содержать только цифры'],
      [{ user_type: 'company', properties: { ...sberbank, ogrn: '1027700132195000' } }, 'order_properties.ogrn', 'ОГРН должен содержать от 13 до 15 цифр'],
      [{ user_type: 'company', properties: { ...sberbank, kpp: '77360100' } }, 'order_properties.kpp', 'КПП должен содержать 9 цифр'],
      [{ user_type: 'company', properties: { ...sberbank, bik: '14452522' } }, 'order_properties.bik', 'БИК должен содержать 9 цифр'],
      [{ user_type: 'company', properties: { ...sberbank, bank_name: 'АБ' } }, 'order_properties.bank_name', 'Минимум 3 символов'],
      [{ user_type: 'company', properties: { ...sberbank, bank_name: 'Б'.repeat(101) } }, 'order_properties.bank_name', 'Максимум 100 символов'],
      [
        { user_type: 'company', properties: { ...sberbank, correspondent_settlement: '3010181040000000022' } },
        'order_properties.correspondent_settlement',
        'Корреспондентский счёт должен содержать 20 цифр',
      ],
      [
        { user_type: 'company', properties: { ...sberbank, settlement_invoice: '4070281023872000142O' } },
        'order_properties.settlement_invoice',
        'Расчётный счёт должен содержать только цифры',
      ],
      [{ user_type: 'company', properties: { ...sberbank, company: '' } }, 'order_properties.company', 'Обязательное поле'],
      [{ user_type: 'company', properties: { ...sberbank, director: '' } }, 'order_properties.director', 'Обязательное поле'],
      [{ user_type: 'legal' }, 'user_type', expect.any(String) as unknown as string],
      [{ expected_total: -1 }, 'expected_total', expect.any(String) as unknown as string],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, overrides));
      expect(refused.statusCode, field).toBe(400);
      expect(body(refused).result.fields?.[field], field).toEqual(message);
    }
    // Company rules do not apply to an individual's order: the same bad ИНН is ignored there.
    const individual = await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { properties: { inn: 'abc' } }));
    expect(individual.statusCode).toBe(200);
    expect(await orderCount()).toBe(before + 1);
  });

  it('never trusts the client’s total: a tampered one is refused (409), the basket kept', async () => {
    const buyer = await quickBuyer(t.db);
    const product = await basketWith(buyer.visitor, 2);
    const before = await orderCount();
    const refused = await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { expected_total: 100 }));
    expect([refused.statusCode, body(refused).result.message]).toEqual([409, orderMessages.totalChanged]);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.id)).toBe(100);
    expect(okResult(await getBasket(t.app, buyer.visitor)).count).toBe(1);
    // A total the client adds as a key of its own is refused as unknown.
    const extra = await submitOrder(t.app, buyer.visitor, { ...checkoutBody(stockId), total: 100 });
    expect(body(extra).result.fields).toEqual({ total: 'Неизвестное поле' });
  });

  it('refuses a basket changed since the checkout opened (409)', async () => {
    const buyer = await quickBuyer(t.db);
    await basketWith(buyer.visitor, 2);
    const { basket_revision: revision } = okResult(await call(t.app, buyer.visitor, 'GET', 'Order/getOrderOptions/'));
    await basketWith(buyer.visitor, 1);
    const refused = await submitOrder(t.app, buyer.visitor, checkoutBody(stockId, { basket_revision: revision }));
    expect([refused.statusCode, body(refused).result.message]).toEqual([409, orderMessages.basketChanged]);
  });

  it('refuses an empty basket, for a user and for a guest', async () => {
    const buyer = await quickBuyer(t.db);
    for (const visitor of [buyer.visitor, { cookie: '' }]) {
      const refused = await submitOrder(t.app, visitor, checkoutBody(stockId));
      expect([refused.statusCode, body(refused).result.message]).toEqual([422, orderMessages.emptyBasket]);
    }
  });

  it('a double submit replays the first answer (one order); the same key with another body is 422; no key is 400', async () => {
    const buyer = await quickBuyer(t.db);
    const product = await basketWith(buyer.visitor, 2);
    const payload = checkoutBody(stockId);
    const key = newKey();
    const answers = await Promise.all([submitOrder(t.app, buyer.visitor, payload, key), submitOrder(t.app, { ...buyer.visitor }, payload, key)]);
    const ok = answers.filter((answer) => answer.statusCode === 200);
    // The second either waited for the first and replays it, or found it running (409): never a second order.
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect([answer.statusCode, body(answer).result.message]).toEqual([409, idempotencyMessages.running]);
    }
    const first = okResult(ok[0]!);
    expect(okResult(await submitOrder(t.app, buyer.visitor, payload, key))).toEqual(first);
    expect(okResult(await call(t.app, buyer.visitor, 'GET', 'Order/getList/')).total).toBe(1);
    expect(await stockOf(product.id)).toBe(98);

    const other = await submitOrder(t.app, buyer.visitor, { ...payload, order_properties: { ...payload.order_properties, comment: 'другой' } }, key);
    expect([other.statusCode, body(other).result.message]).toEqual([422, idempotencyMessages.otherBody]);
    const noKey = await submitOrder(t.app, buyer.visitor, payload, null);
    expect([noKey.statusCode, body(noKey).result.message]).toEqual([400, idempotencyMessages.missing]);
    for (const malformed of ['short', 'with spaces in it', 'k'.repeat(101)]) {
      const refused = await submitOrder(t.app, buyer.visitor, payload, malformed);
      expect([refused.statusCode, body(refused).result.message], malformed).toEqual([400, idempotencyMessages.malformed]);
    }
  });

  it('a refused attempt frees its key: the same key works once the buyer fixes the basket', async () => {
    const buyer = await quickBuyer(t.db);
    const key = newKey();
    const payload = checkoutBody(stockId);
    expect((await submitOrder(t.app, buyer.visitor, payload, key)).statusCode).toBe(422);
    await basketWith(buyer.visitor, 1);
    expect((await submitOrder(t.app, buyer.visitor, payload, key)).statusCode).toBe(200);
  });

  // Last: it fills this address's count of refusals for taken logins.
  it('guest orders naming an account’s e-mail are refused up to the limit, then 429: no sweep for accounts', async () => {
    const owner = await register(t.app);
    const answers = [];
    for (let i = 0; i <= attemptLimits.taken_login.perAccount; i += 1) {
      const guest: Visitor = { cookie: '' };
      await basketWith(guest, 1);
      answers.push(await submitOrder(t.app, guest, checkoutBody(stockId, { properties: { email: owner.email } })));
    }
    const last = answers.at(-1)!;
    expect([last.statusCode, body(last).result.message]).toEqual([429, attemptLimits.taken_login.message]);
    expect(answers.slice(0, -1).every((answer) => [409, 429].includes(answer.statusCode))).toBe(true);
  });
});
