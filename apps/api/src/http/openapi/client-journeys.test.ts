import type { AddressInfo } from 'node:net';
import { withInnCheckDigit, withOgrnCheckDigit } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, documentCheck, visitor } from '../../testing/contract-client.ts';
import { uniqueEmail, uniquePhone, validCompany } from '../../testing/accounts.ts';
import { createTestApp, outbox, type TestApp, testOperatorToken } from '../../testing/test-app.ts';

/**
 * A partner's journeys through a client generated from the document (apps/api/openapi/api.d.ts, type-checked by
 * `npm run typecheck`), against a listening store. Every answer is held to the document; every documented
 * operation must be driven by some journey.
 */
describe('a client generated from the OpenAPI document', () => {
  let t: TestApp;
  let baseUrl: string;
  let document: OpenApiDocument & {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string; example?: unknown }[]; security?: Record<string, string[]>[] }>>;
  };
  let check: ReturnType<typeof documentCheck>;
  const newVisitor = () => visitor(baseUrl, check.middleware);
  /** A new company registered by its main manager, who is then signed in on `api`. */
  const registerCompany = (api: ReturnType<typeof newVisitor>) => {
    const password = 'secret-42';
    return api.POST('/api/Auth/registration/', {
      body: {
        user_type: 'company',
        email: uniqueEmail('director'),
        phone: uniquePhone(),
        FIO: 'Петров Пётр Петрович',
        password,
        password_confirm: password,
        ...validCompany,
      },
    });
  };

  async function lastCodeTo(email: string): Promise<string> {
    const code = (await outbox(t))
      .filter((message) => message.to === email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code e-mailed to ${email}`);
    return code;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as typeof document;
    check = documentCheck(document);
  });
  afterAll(() => t.close());

  it('browses the catalogue: settings, layout, sections, a listing, a product and its drawing', async () => {
    const api = newVisitor();
    expect((await api.GET('/api/Settings/get/')).data?.result.allowed_auth_methods).toContain('email');
    expect((await api.GET('/api/Content/getHeader/')).data?.result.links.length).toBeGreaterThan(0);
    expect((await api.GET('/api/Content/getFooter/')).data?.result.catalog_sections.length).toBeGreaterThan(0);
    expect((await api.GET('/api/Content/getHome/')).data?.result).toBeDefined();
    expect((await api.GET('/api/Content/getPage/', { params: { query: { slug: 'delivery' } } })).data?.result.slug).toBe('delivery');
    expect((await api.GET('/api/Content/getPages/')).data?.result.map((page) => page.slug)).toContain('delivery');
    const services = (await api.GET('/api/Content/getServices/')).data!.result.services;
    const service = (await api.GET('/api/Content/getService/', { params: { query: { code: services[0]!.code } } })).data!.result;
    expect(service.form.form_code).toBe('SERVICE_ORDER');
    const landing = (await api.GET('/api/Content/getLanding/')).data!.result;
    expect(landing.blocks.some((block) => block.type === 'products' && block.products.length > 0)).toBe(true);
    const knowledge = (await api.GET('/api/Content/getKnowledge/')).data!.result;
    expect(knowledge.sections[0]!.articles[0]!.body_html).toMatch(/^<p>/);
    expect((await api.GET('/api/Redirect/find/', { params: { query: { path: '/sale/' } } })).data?.result).toEqual({ to: '/catalog/', status: 301 });

    const tree = (await api.GET('/api/Section/getCatalogCategories/')).data!.result;
    const section = tree[0]!.subcategories[0]!;
    const path = section.url.replace(/^\/catalog\/|\/$/g, '');
    const listing = (await api.GET('/api/Catalog/getSection/', { params: { query: { path, sort: 'price_asc' } } })).data!.result;
    expect(listing.category?.name).toBe(section.name);
    const card = listing.items[0]!;
    const detail = (await api.GET('/api/Catalog/getProduct/', { params: { query: { code: card.code } } })).data!.result;
    expect(detail.product.name).toBe(card.name);

    const file = card.images[0]!.split('/').at(-1)!;
    const drawing = await api.GET('/api/Images/product/{file}', { params: { path: { file } }, parseAs: 'text' });
    expect(drawing.data).toMatch(/^<svg/);

    const certificate = detail.documents.find((document) => document.kind === 'certificate')!;
    const [id, fileName] = certificate.url.split('/').slice(-2);
    const pdf = await api.GET('/api/Documents/{id}/{file}', { params: { path: { id: Number(id), file: fileName! } }, parseAs: 'arrayBuffer' });
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.data?.byteLength).toBe(certificate.size);

    const missing = await api.GET('/api/Catalog/getProduct/', { params: { query: { code: 'no-such-product' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.result.message).toBe('Товар не найден');
    const badPage = await api.GET('/api/Catalog/getSection/', { params: { query: { page: 0 } } });
    expect(badPage.error?.result.fields).toHaveProperty('page');
  });

  it('searches by fastener notation and gets suggestions', async () => {
    const api = newVisitor();
    expect((await api.GET('/api/content/getFastSearchMaterialsValues/')).data?.result.length).toBeGreaterThan(0);
    const suggestions = (await api.GET('/api/Search/getFromBar/', { params: { query: { q: 'болт м10' } } })).data!.result;
    expect(suggestions.items.length).toBeGreaterThan(0);
    const results = (await api.GET('/api/Search/getResults/', { params: { query: { q: 'болт м10', in_stock: '1' } } })).data!.result;
    expect(results.total).toBeGreaterThan(0);
    expect(results.chips.map((chip) => chip.attribute)).toContain('diameter');
  });

  it('signs in with the session cookie, refuses a wrong password and a foreign Origin, signs out', async () => {
    const api = newVisitor();
    const wrong = await api.POST('/api/Auth/login/', { body: { login_type: 'email', login: 'buyer@example.ru', password: 'not-this' } });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.result.message).toBe('Неверный логин или пароль');
    const foreign = await api.POST('/api/Auth/login/', {
      body: { login_type: 'email', login: 'buyer@example.ru', password: 'demo123' },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.error?.result.message).toBe('Запрос с другого сайта отклонён');

    const signedIn = await api.POST('/api/Auth/login/', { body: { login_type: 'email', login: 'buyer@example.ru', password: 'demo123' } });
    expect(signedIn.data?.result.email).toBe('buyer@example.ru');
    expect((await api.GET('/api/User/get/')).data?.result?.email).toBe('buyer@example.ru');
    expect((await api.POST('/api/Auth/logout/')).data).toEqual({ status: 'ok', result: null });
    expect((await api.GET('/api/User/get/')).data?.result).toBeNull();
    const guestUpdate = await api.POST('/api/User/update/', { body: { FIO: 'Гость Гостевич' } });
    expect(guestUpdate.error?.result.message).toBe('Требуется вход в систему');
  });

  it('registers a buyer, edits the profile, confirms a new e-mail and restores the password', async () => {
    const api = newVisitor();
    expect((await api.GET('/api/Content/getRegistration/')).data?.result.title).toBeTruthy();
    const email = uniqueEmail();
    const password = 'secret-42';
    const registered = await api.POST('/api/Auth/registration/', {
      body: { user_type: 'contact', email, phone: uniquePhone(), FIO: 'Иванов Иван Иванович', password, password_confirm: password },
    });
    expect(registered.data?.result.email).toBe(email);

    expect((await api.POST('/api/User/update/', { body: { FIO: 'Иванов Пётр Иванович' } })).data?.result.FIO).toBe('Иванов Пётр Иванович');
    const newEmail = uniqueEmail('renamed');
    expect((await api.POST('/api/User/updateEmail/', { body: { email: newEmail } })).data?.result.pending_email).toBe(newEmail);
    const confirmed = await api.POST('/api/User/confirmEmail/', { body: { code: await lastCodeTo(newEmail) } });
    expect(confirmed.data?.result.email).toBe(newEmail);

    expect((await api.POST('/api/Auth/restore/request/', { body: { email: newEmail } })).data?.result.message).toBeTruthy();
    const newPassword = 'new-secret-7';
    const restored = await api.POST('/api/Auth/restore/confirm/', {
      body: { email: newEmail, code: await lastCodeTo(newEmail), password: newPassword, password_confirm: newPassword },
    });
    expect(restored.data?.result.message).toBe('Пароль изменён. Войдите с новым паролем');
    const again = await api.POST('/api/Auth/login/', { body: { login_type: 'email', login: newEmail, password: newPassword } });
    expect(again.data?.result.FIO).toBe('Иванов Пётр Иванович');
  });

  it('registers a company whose main manager edits its requisites, and writes to a manager', async () => {
    const api = newVisitor();
    const registered = await registerCompany(api);
    expect(registered.data?.result.access_level.is_main_manager).toBe(true);
    const updated = await api.POST('/api/User/updateOrganization/', {
      body: {
        inn: validCompany.inn,
        kpp: validCompany.kpp,
        ogrn: validCompany.ogrn,
        director: 'Сидоров Сидор Сидорович',
        organization_name: 'ООО «Новый крепёж»',
      },
    });
    expect(updated.data?.result.organization_name).toBe('ООО «Новый крепёж»');
    const sent = await api.POST('/api/Webform/sendMessage/', {
      body: { form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: 'buyer@example.ru', comment: 'Нужны болты М10' },
    });
    expect(sent.data?.result.message).toBe('Сообщение отправлено');
  });

  it('sends a lead form: reads its definition, stages two files, removes one and sends the message with the other', async () => {
    const api = newVisitor();
    const form = (await api.GET('/api/Webform/getForm/', { params: { query: { form_code: 'WHOLESALE' } } })).data!.result;
    expect(form.fields.map((field) => field.type)).toContain('file');
    const files = new FormData();
    files.set('form_name', 'WHOLESALE');
    files.set('files[0]', new Blob(['%PDF-1.4\n% keep\n%%EOF\n']), 'keep.pdf');
    files.set('files[1]', new Blob(['%PDF-1.4\n% drop\n%%EOF\n']), 'drop.pdf');
    const staged = (await api.POST('/api/Webform/uploadFiles/', { body: { form_name: 'WHOLESALE' }, bodySerializer: () => files })).data!.result;
    expect(staged.map((file) => file.name)).toEqual(['keep.pdf', 'drop.pdf']);
    expect((await api.POST('/api/Webform/removeFile/', { body: { file_id: staged[1]!.file_id } })).data?.result.message).toBe('Файл удалён');
    const sent = await api.POST('/api/Webform/sendMessage/', {
      body: {
        form_name: 'WHOLESALE',
        fio: 'Петров Пётр',
        email: 'petrov@example.ru',
        phone: '+7 999 123-45-67',
        delivery: 'pickup',
        consent: true,
        file_ids: [staged[0]!.file_id],
      },
    });
    expect(sent.data?.result.message).toBe('Заявка успешно отправлена');
  });

  it('fills a basket as a guest, keeps it at sign-in, and works with named baskets, promo codes and favourites', async () => {
    const api = newVisitor();
    const listing = (await api.GET('/api/Catalog/getSection/', { params: { query: { sort: 'price_asc' } } })).data!.result;
    const [bolt, nut] = listing.items.filter((item) => item.available);
    expect((await api.GET('/api/Basket/get/')).data?.result.count).toBe(0);

    const added = (await api.POST('/api/Basket/add/', { body: { id: bolt!.id, quantity: bolt!.order_multiple } })).data!.result;
    expect(added.items.map((item) => item.id)).toEqual([bolt!.id]);
    const bid = added.items[0]!.bid;
    const doubled = (await api.POST('/api/Basket/setQuantity/', { body: { bid, quantity: bolt!.order_multiple * 2 } })).data!.result;
    expect(doubled.items[0]!.quantity).toBe(bolt!.order_multiple * 2);
    const tooMany = await api.POST('/api/Basket/add/', { body: { id: bolt!.id, quantity: 1_000_000 } });
    expect(tooMany.response.status).toBe(400);

    const promo = (await api.POST('/api/Promocode/apply/', { body: { code: 'KREP10' } })).data!.result;
    expect(promo.success).toBe(true);
    expect(promo.basket.promocode_info).toMatchObject({ code: 'KREP10', applied: true });
    expect(promo.basket.promocode_info!.discount).toBeGreaterThan(0);
    const unknown = (await api.POST('/api/Promocode/apply/', { body: { code: 'NOSUCHCODE' } })).data!.result;
    expect(unknown).toMatchObject({ success: false, error: 'Промокод не найден' });
    expect((await api.POST('/api/Promocode/cancel/', { body: { code: 'KREP10' } })).data?.result.basket.promocode_info).toBeNull();

    const recommended = (await api.POST('/api/Basket/getRecommendedProducts/', { body: { recommended_ids: doubled.recommended_ids } })).data!.result;
    expect(recommended.map((card) => card.id)).toEqual(doubled.recommended_ids);

    expect((await api.POST('/api/Favourite/add/', { body: { id: nut!.id } })).data?.result).toEqual([nut!.id]);
    expect((await api.GET('/api/Favourite/getIds/')).data?.result).toEqual([nut!.id]);
    expect((await api.GET('/api/Favourite/getProducts/')).data?.result.map((card) => card.id)).toEqual([nut!.id]);

    await api.POST('/api/Auth/login/', { body: { login_type: 'email', login: 'director@example.ru', password: 'demo123' } });
    const kept = (await api.GET('/api/Basket/get/')).data!.result;
    expect(kept.items.map((item) => item.id)).toContain(bolt!.id);
    expect((await api.GET('/api/Favourite/getIds/')).data?.result).toContain(nut!.id);
    expect((await api.POST('/api/Favourite/delete/', { body: { id: nut!.id } })).data?.result).not.toContain(nut!.id);

    const created = (await api.POST('/api/Basket/createBasket/', { body: { name: 'Объект на Ленина, 5', description: 'Фасад' } })).data!.result;
    const named = created.baskets.find((basket) => basket.name === 'Объект на Ленина, 5')!;
    const renamed = (await api.POST('/api/Basket/updateBasket/', { body: { basket_id: named.id, name: 'Объект на Ленина, 7' } })).data!.result;
    expect(renamed.baskets.map((basket) => basket.name)).toContain('Объект на Ленина, 7');
    const changed = (await api.POST('/api/Basket/changeBasket/', { body: { basket_id: named.id } })).data!.result;
    expect(changed.basket.current_basket?.id).toBe(named.id);
    expect(changed.basket.count).toBe(0);
    await api.POST('/api/Basket/add/', { body: { id: nut!.id, quantity: nut!.order_multiple } });
    expect((await api.GET('/api/Basket/getMultiBaskets/')).data?.result.find((basket) => basket.id === named.id)?.count).toBe(1);
    const mainId = created.baskets.find((basket) => basket.is_main)!.id;
    const mainView = (await api.GET('/api/Basket/getBasket/', { params: { query: { basket_id: mainId } } })).data!.result;
    expect(mainView.current_basket?.id).toBe(mainId);
    expect(mainView.items.map((item) => item.id)).toEqual([bolt!.id]);
    const copied = (await api.POST('/api/Basket/copyItems/', { body: { from_basket_id: named.id, to_basket_id: mainId } })).data!.result;
    expect(copied.baskets.find((basket) => basket.id === mainId)?.count).toBe(2);
    const foreign = await api.GET('/api/Basket/getBasket/', { params: { query: { basket_id: 2_147_483_647 } } });
    expect(foreign.error?.result.message).toBe('Корзина не найдена');
    const deleted = (await api.POST('/api/Basket/deleteBasket/', { body: { basket_id: named.id } })).data!.result;
    expect(deleted.basket.current_basket?.is_main).toBe(true);
    const main = deleted.basket.items.find((item) => item.id === bolt!.id)!;
    expect((await api.POST('/api/Basket/remove/', { body: { bids: [main.bid] } })).data?.result.items.map((item) => item.id)).not.toContain(bolt!.id);
  });

  it('pastes a list for a quick order: finds each line’s product, puts the found ones in the basket at once, reads it', async () => {
    const api = newVisitor();
    const { lines } = (await api.POST('/api/QuickOrder/resolve/', { body: { text: 'din934-8-zn-m10\t20\nанкер забивной м10; 5' } })).data!.result;
    expect(lines.map((line) => [line.line, line.quantity, line.exact])).toEqual([
      [1, 20, true],
      [2, 5, true],
    ]);
    const items = lines.flatMap((line) => (line.product ? [{ id: line.product.id, quantity: line.quantity }] : []));
    const added = (await api.POST('/api/Basket/addList/', { body: { items } })).data!.result;
    expect(added.items.map((item) => [item.id, item.quantity])).toEqual(items.map((item) => [item.id, item.quantity]));
    expect((await api.GET('/api/Basket/get/')).data?.result.count).toBe(2);
  });

  it('orders as a guest: checks the e-mail is free, opens the checkout, places the order once, then finds, repeats and cancels it', async () => {
    const api = newVisitor();
    const listing = (await api.GET('/api/Catalog/getSection/', { params: { query: { sort: 'price_asc' } } })).data!.result;
    const product = listing.items.find((item) => item.available)!;
    await api.POST('/api/Basket/add/', { body: { id: product.id, quantity: product.order_multiple } });
    const email = uniqueEmail('journey');
    const phone = uniquePhone();
    expect((await api.POST('/api/Order/checkUserUnregistered/', { body: { email, phone } })).data?.result.unregistered).toBe(true);
    const options = (await api.GET('/api/Order/getOrderOptions/')).data!.result;
    expect(options.guest).toBe(true);

    const stock = (await t.db.selectFrom('warehouses').select('id').where('city', '=', 'Москва').where('is_pickup', '=', 1).executeTakeFirstOrThrow()).id;
    const body = {
      order_properties: { contact_person: 'Гостев Геннадий', email, phone, location: 'Москва', receiving_type: 'pickup' as const, stock_id: stock, payment: 1 },
      user_type: 'individual' as const,
      expected_total: options.goods_total,
      basket_revision: options.basket_revision,
    };
    const headers = { 'Idempotency-Key': `journey-${Date.now()}` };
    const first = await api.POST('/api/Order/checkout/', { body, headers });
    const placed = first.data!.result;
    expect((await api.POST('/api/Order/checkout/', { body, headers })).data?.result).toEqual(placed);
    const noKey = await api.POST('/api/Order/checkout/', { body });
    expect(noKey.response.status).toBe(400);

    const list = (await api.GET('/api/Order/getList/', { params: { query: { status: 'Новый' } } })).data!.result;
    expect(list.items.map((item) => item.order_num)).toEqual([placed.order_num]);
    const order = (await api.GET('/api/Order/get/', { params: { query: { order_num: placed.order_num } } })).data!.result;
    expect(order.lines[0]?.product_id).toBe(product.id);
    const invoice = await api.GET('/api/Order/getInvoice/', { params: { query: { order_num: placed.order_num } }, parseAs: 'arrayBuffer' });
    expect(Buffer.from(invoice.data!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const basket = (await api.POST('/api/Order/repeat/', { body: { order_num: placed.order_num } })).data!.result;
    expect(basket.items.map((item) => item.id)).toEqual([product.id]);
    expect((await api.POST('/api/Order/cancel/', { body: { order_num: placed.order_num } })).data?.result.status).toBe('Отменён');
    const missing = await api.GET('/api/Order/get/', { params: { query: { order_num: '1999-000001' } } });
    expect(missing.error?.result.message).toBe('Заказ не найден');
  });

  it('the store’s operator finds a new order, takes it through to delivery and sees the buyer’s history; no token, no orders', async () => {
    const buyer = newVisitor();
    await registerCompany(buyer);
    const { placed } = await orderCheapestProduct(buyer, 1, 'operator-journey');
    const operator = visitor(baseUrl, check.middleware, { Authorization: `Bearer ${testOperatorToken}` });
    const fresh = (await operator.GET('/api/Operator/getOrders/', { params: { query: { status: 'Новый', page_size: 100 } } })).data!.result;
    expect(fresh.items.map((item) => item.order_num)).toContain(placed.order_num);
    expect((await operator.GET('/api/Operator/getOrder/', { params: { query: { order_num: placed.order_num } } })).data?.result.status).toBe('Новый');
    for (const status of ['В сборке', 'Отгружен', 'Доставлен'] as const) {
      const moved = await operator.POST('/api/Operator/setOrderStatus/', { body: { order_num: placed.order_num, status } });
      expect(moved.data?.result.status).toBe(status);
    }
    const back = await operator.POST('/api/Operator/setOrderStatus/', { body: { order_num: placed.order_num, status: 'Новый' } });
    expect(back.error?.result.message).toBe('Статус доставленного или отменённого заказа не меняется');
    const seen = (await buyer.GET('/api/Order/get/', { params: { query: { order_num: placed.order_num } } })).data!.result;
    expect(seen.history.map((entry) => entry.status)).toEqual(['Новый', 'В сборке', 'Отгружен', 'Доставлен']);
    expect((await newVisitor().GET('/api/Operator/getOrders/')).error?.result.message).toBe('Неверный токен оператора');
  });

  /** The signed-in visitor orders the cheapest product on sale, picked up in Moscow, paying by `payment`. */
  async function orderCheapestProduct(api: ReturnType<typeof newVisitor>, payment: number, key: string) {
    const listing = (await api.GET('/api/Catalog/getSection/', { params: { query: { sort: 'price_asc' } } })).data!.result;
    const product = listing.items.find((item) => item.available)!;
    await api.POST('/api/Basket/add/', { body: { id: product.id, quantity: product.order_multiple } });
    const stock = (await t.db.selectFrom('warehouses').select('id').where('is_pickup', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    const body = {
      order_properties: {
        contact_person: 'Покупателев Пётр',
        email: 'buyer@example.ru',
        phone: '+7 (912) 345-67-89',
        location: 'Москва',
        receiving_type: 'pickup' as const,
        stock_id: stock,
        payment,
      },
      user_type: 'individual' as const,
    };
    const placed = (await api.POST('/api/Order/checkout/', { body, headers: { 'Idempotency-Key': `${key}-${Date.now()}` } })).data!.result;
    return { product, placed };
  }

  it('pays an order online by card on the test gateway, which notifies the store; a forged notification is refused', async () => {
    const api = newVisitor();
    await api.POST('/api/Auth/login/', { body: { login_type: 'email', login: 'buyer@example.ru', password: 'demo123' } });
    const online = (await api.POST('/api/Order/getPayments/')).data!.result.find((method) => method.name === 'Банковской картой онлайн')!;
    const { placed } = await orderCheapestProduct(api, online.id, 'journey-pay');
    expect(placed.payment_url).toMatch(/^\/api\/Payment\/testGateway\//);
    const pay = (await api.POST('/api/Payment/pay/', { body: { order_num: placed.order_num } })).data!.result;
    expect(pay.payment_url).toBe(placed.payment_url);
    const forged = await api.POST('/api/Payment/notification/', { body: { type: 'notification', event: 'payment.succeeded', object: { id: 'tg-forged' } } });
    expect(forged.error?.result.message).toBe('Уведомление о платеже не прошло проверку');
    const order = (await api.GET('/api/Order/get/', { params: { query: { order_num: placed.order_num } } })).data!.result;
    expect(order).toMatchObject({ status: 'Ожидает оплаты', can_pay: true });
  });

  it('picks a city, compares delivery options for the basket, a transport company’s price and pickup points, and the payment methods', async () => {
    const api = newVisitor();
    const listing = (await api.GET('/api/Catalog/getSection/', { params: { query: { sort: 'price_asc' } } })).data!.result;
    const product = listing.items.find((item) => item.available)!;
    await api.POST('/api/Basket/add/', { body: { id: product.id, quantity: product.order_multiple } });

    const [city] = (await api.POST('/api/Location/findCities/', { body: { query: 'казан' } })).data!.result;
    expect(city).toEqual({ city: 'Казань', region: 'Республика Татарстан', country: 'Россия', zip: '420000' });
    const options = (await api.POST('/api/Order/getDeliveries/', { body: { location: city!.city } })).data!.result;
    expect(options.courier).toBeNull();
    const company = options.transport_company!.companies[0]!;
    const quote = (
      await api.POST('/api/Delivery/countDeliveryOrder/', { body: { type: 'pickup', service: company.type, location: city!.city, zip: city!.zip } })
    ).data!.result;
    expect(quote).toMatchObject({ company_type: company.type, type: 'pickup' });
    expect(quote.price).toBeGreaterThan(0);
    const points = (await api.POST('/api/Delivery/getPvzList/', { body: { type: company.type, location: city!.city, zip: city!.zip } })).data!.result;
    expect(points.length).toBeGreaterThan(0);
    const unknown = await api.POST('/api/Order/getDeliveries/', { body: { location: 'Нигдеград' } });
    expect(unknown.error?.result.message).toBe('Город не найден: выберите его из списка');

    const payments = (await api.POST('/api/Order/getPayments/')).data!.result;
    expect(payments.filter((method) => method.is_default).map((method) => method.name)).toEqual(['Картой или наличными при получении']);
  });

  it('looks up an organisation and an address, and keeps delivery addresses for a signed-in buyer', async () => {
    const api = newVisitor();
    const [organization] = (await api.GET('/api/Dadata/findOrganization/', { params: { query: { query: 'ТехМонтаж' } } })).data!.result;
    expect(organization).toMatchObject({ name: 'ООО «ТехМонтаж»', postal_code: '127015' });
    const [address] = (await api.POST('/api/Dadata/findAddress/', { body: { query: 'Тверская 7', city: 'Москва' } })).data!.result;
    expect(address).toMatchObject({ value: 'ул Тверская, д 7', house: '7', postal_code: '125009' });

    const guest = await api.GET('/api/DeliveryAddresses/getList/');
    expect(guest.error?.result.message).toBe('Требуется вход в систему');
    await api.POST('/api/Auth/login/', { body: { login_type: 'email', login: 'buyer@example.ru', password: 'demo123' } });
    const added = (
      await api.POST('/api/DeliveryAddresses/add/', {
        body: { name: 'Объект', address: address!.value, city: address!.city, zip: address!.postal_code, is_default: true },
      })
    ).data!.result;
    const saved = added.find((entry) => entry.name === 'Объект')!;
    expect(saved).toMatchObject({ address: 'ул Тверская, д 7', zip: '125009', is_default: true });
    const updated = (await api.POST('/api/DeliveryAddresses/update/', { body: { id: saved.id, name: 'Объект на Тверской', address: saved.address } })).data!
      .result;
    expect(updated.find((entry) => entry.id === saved.id)).toMatchObject({ name: 'Объект на Тверской', is_default: true });
    expect((await api.GET('/api/DeliveryAddresses/getList/')).data?.result.map((entry) => entry.id)).toContain(saved.id);
    const foreign = await api.POST('/api/DeliveryAddresses/delete/', { body: { id: 2_147_483_647 } });
    expect(foreign.error?.result.message).toBe('Адрес не найден');
    expect((await api.POST('/api/DeliveryAddresses/delete/', { body: { id: saved.id } })).data?.result.map((entry) => entry.id)).not.toContain(saved.id);
  });

  it('keeps a company’s organisations: lists, adds under the head, changes, refuses a repeated ИНН and КПП, deletes', async () => {
    const api = newVisitor();
    const guest = await api.GET('/api/Organizations/getList/');
    expect(guest.error?.result.message).toBe('Требуется вход в систему');
    await registerCompany(api);
    const [head] = (await api.GET('/api/Organizations/getList/')).data!.result;
    expect(head).toMatchObject({ name: validCompany.organization_name, parent_organization: null, employees_count: 1, is_own: true });
    const branch = {
      name: 'ООО «Крепёж-Урал»',
      address: 'г. Екатеринбург, ул. Ленина, д. 1',
      postal_code: '620014',
      director: 'Волков Дмитрий Сергеевич',
      kpp: '667101001',
      inn: withInnCheckDigit('667154320'),
      ogrn: withOgrnCheckDigit('119665800124'),
    };
    const added = (await api.POST('/api/Organizations/add/', { body: branch })).data!.result;
    const saved = added.find((entry) => entry.name === branch.name)!;
    expect(saved).toMatchObject({ parent_organization: head!.id, employees_count: 0, orders_count: 0, is_own: false });
    const repeated = await api.POST('/api/Organizations/add/', { body: { ...branch, parent_id: saved.id } });
    expect(repeated.error?.result.fields).toEqual({ inn: 'Организация с таким ИНН и КПП уже есть' });
    const updated = (await api.POST('/api/Organizations/update/', { body: { id: saved.id, ...branch, name: 'ООО «Крепёж-Урал-2»' } })).data!.result;
    expect(updated.map((entry) => entry.name)).toEqual([validCompany.organization_name, 'ООО «Крепёж-Урал-2»']);
    const own = await api.POST('/api/Organizations/delete/', { body: { id: head!.id } });
    expect(own.error?.result.message).toBe('Нельзя удалить свою организацию');
    expect((await api.POST('/api/Organizations/delete/', { body: { id: saved.id } })).data?.result.map((entry) => entry.id)).toEqual([head!.id]);
  });

  it('keeps a company’s employees: invites one who sets a password, blocks them, refuses to delete the manager, deletes them', async () => {
    const api = newVisitor();
    const guest = await api.GET('/api/Employees/getList/');
    expect(guest.error?.result.message).toBe('Требуется вход в систему');
    await registerCompany(api);
    const [head] = (await api.GET('/api/Organizations/getList/')).data!.result;
    const [self] = (await api.GET('/api/Employees/getList/')).data!.result;
    expect(self).toMatchObject({ is_self: true, is_main_manager: true, editable: false, organizations: [{ id: head!.id }] });

    const email = uniqueEmail('staff');
    const body = { fio: 'Соколова Мария Андреевна', email, phone: uniquePhone(), position: 'Менеджер по закупкам', organizations: [head!.id] };
    const invited = (await api.POST('/api/Employees/add/', { body })).data!.result.find((entry) => entry.email === email)!;
    expect(invited).toMatchObject({ is_invited: true, is_blocked: false, editable: true });
    const repeated = await api.POST('/api/Employees/add/', { body });
    expect(repeated.error?.result.fields).toEqual({
      email: 'Пользователь с таким email уже зарегистрирован',
      phone: 'Пользователь с таким телефоном уже зарегистрирован',
    });
    const again = await api.POST('/api/Employees/invite/', { body: { id: invited.id } });
    expect(again.error?.result.message).toBe('Приглашение уже отправлено — повторить можно через минуту');

    const employee = newVisitor();
    await employee.POST('/api/Auth/restore/request/', { body: { email } });
    const password = 'secret-42';
    await employee.POST('/api/Auth/restore/confirm/', { body: { email, code: await lastCodeTo(email), password, password_confirm: password } });
    expect((await employee.POST('/api/Auth/login/', { body: { login_type: 'email', login: email, password } })).data?.result.email).toBe(email);

    const change = { id: invited.id, position: 'Водитель', is_manager: false, is_active: false, organizations: [head!.id] };
    const blocked = (await api.POST('/api/Employees/update/', { body: change })).data!.result.find((entry) => entry.id === invited.id);
    expect(blocked).toMatchObject({ position: 'Водитель', is_blocked: true, is_invited: false });
    expect((await employee.GET('/api/User/get/')).data?.result).toBeNull();
    const refused = await employee.POST('/api/Auth/login/', { body: { login_type: 'email', login: email, password } });
    expect(refused.error?.result.message).toBe('Учётная запись заблокирована. Обратитесь к менеджеру вашей компании');

    const joined = await api.POST('/api/Employees/invite/', { body: { id: invited.id } });
    expect(joined.error?.result.message).toBe('Сотрудник уже задал пароль — приглашение не нужно');

    const own = await api.POST('/api/Employees/delete/', { body: { id: self!.id } });
    expect(own.error?.result.message).toBe('Себя удалить нельзя');
    expect((await api.POST('/api/Employees/delete/', { body: { id: invited.id } })).data?.result.map((entry) => entry.id)).toEqual([self!.id]);
  });

  it('reads the news and promotions in the profile: the list, an item, marks the news seen; a promotion and its code', async () => {
    const api = newVisitor();
    expect((await api.GET('/api/Notifications/isNewsUpdated/')).data?.result).toBe(false);
    const guest = await api.GET('/api/News/getList/');
    expect(guest.error?.result.message).toBe('Требуется вход в систему');
    await registerCompany(api);
    expect((await api.GET('/api/Notifications/isNewsUpdated/')).data?.result).toBe(true);

    const news = (await api.GET('/api/News/getList/', { params: { query: { page: 1 } } })).data!.result;
    expect(news.items.every((item) => item.is_new)).toBe(true);
    const item = (await api.GET('/api/News/get/', { params: { query: { code: news.items[0]!.code } } })).data!.result;
    expect(item.body_html).toContain('<p>');
    expect((await api.POST('/api/News/markSeen/')).data).toEqual({ status: 'ok', result: null });
    expect((await api.GET('/api/Notifications/isNewsUpdated/')).data?.result).toBe(false);
    const missing = await api.GET('/api/News/get/', { params: { query: { code: 'no-such-news' } } });
    expect(missing.error?.result.message).toBe('Новость не найдена');

    const promotions = (await api.GET('/api/Promo/getList/')).data!.result;
    expect(promotions.map((promotion) => promotion.promocode)).toContain('KREP10');
    const over = (await api.GET('/api/Promo/get/', { params: { query: { code: 'novogodnyaya-skidka-15' } } })).data!.result;
    expect(over).toMatchObject({ is_over: true, promocode: null });
    const bad = await api.GET('/api/Promo/get/', { params: { query: { code: 'No/Such' } } });
    expect(bad.error?.result.fields).toHaveProperty('code');
  });

  it('opens the profile dashboard: refused to a guest; a buyer’s new order is among the recent, its product among the most ordered', async () => {
    const api = newVisitor();
    const guest = await api.GET('/api/Dashboard/get/');
    expect(guest.error?.result.message).toBe('Требуется вход в систему');
    await api.POST('/api/Auth/login/', { body: { login_type: 'email', login: 'buyer@example.ru', password: 'demo123' } });
    const { product, placed } = await orderCheapestProduct(api, 1, 'journey-dashboard');

    const dashboard = (await api.GET('/api/Dashboard/get/')).data!.result;
    expect(dashboard.recent_orders[0]).toMatchObject({ order_num: placed.order_num, status: 'Новый' });
    expect(dashboard.this_month.orders_count).toBeGreaterThan(0);
    expect(dashboard.monthly.at(-1)).toMatchObject(dashboard.this_month);
    expect(dashboard.top_products.map((card) => card.id)).toContain(product.id);
  });

  it('lists the price lists and downloads one as a spreadsheet; refused to a guest and for a list that is not there', async () => {
    const api = newVisitor();
    const guest = await api.GET('/api/PriceList/getList/');
    expect(guest.error?.result.message).toBe('Требуется вход в систему');
    await registerCompany(api);
    const lists = (await api.GET('/api/PriceList/getList/')).data!.result.items;
    expect(lists[0]).toMatchObject({ code: 'all', name: 'Весь каталог' });
    const section = lists[1]!;
    const file = await api.GET('/api/PriceList/download/', { params: { query: { code: section.code } }, parseAs: 'arrayBuffer' });
    expect(file.response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(Buffer.from(file.data!).subarray(0, 2).toString('latin1')).toBe('PK');
    const missing = await api.GET('/api/PriceList/download/', { params: { query: { code: 'no-such-section' } } });
    expect(missing.error?.result.message).toBe('Прайс-лист не найден');
  });

  it('answers every documented GET example (one that needs a session: 401 without it, so the example itself passed the checks)', async () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const parameters = methods.get?.parameters?.filter((parameter) => parameter.example !== undefined) ?? [];
      const signedInOnly = methods.get?.security?.every((requirement) => 'session' in requirement) ?? false;
      const operatorOnly = methods.get?.security?.every((requirement) => 'operator' in requirement) ?? false;
      if (!parameters.length) continue;
      let url = path;
      const query = new URLSearchParams();
      for (const { in: where, name, example } of parameters) {
        if (where === 'path') url = url.replace(`{${name}}`, String(example));
        else query.set(name, String(example));
      }
      const response = await fetch(`${baseUrl}${url}?${query}`, operatorOnly ? { headers: { authorization: `Bearer ${testOperatorToken}` } } : {});
      // An operator's example order may not be there (404): it still passed the checks of what it sent.
      expect(operatorOnly ? [200, 404] : [signedInOnly ? 401 : 200], `${url}?${query}`).toContain(response.status);
    }
  });

  it('has driven every operation of the document', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(documented.filter((operation) => !check.driven.has(operation))).toEqual([]);
  });
});
