import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { attemptLimits } from '../auth/rate-limit.ts';
import { basketMessages } from '../basket/basket-messages.ts';
import { promocodeUseMessages } from '../promocode/promocode.service.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { duplicateMessages } from '../user/logins.ts';
import type { CheckoutDeps } from './checkout.service.ts';
import { checkUnregistered } from './guest-checkout.ts';
import type { OnlinePayments } from '../payment/online-payment.service.ts';
import { checkedKey, idempotencyMessages } from './idempotency.ts';
import { orderMessages } from './order-messages.ts';
import { cancelOrder, checkout, getOrder, listOrders, orderOptions, repeatOrder } from './orders.service.ts';
import { siteOrigin } from '../../http/site-origin.ts';

export type OrdersRoutesOptions = CheckoutDeps & { db: Db; publicUrl: string | undefined; payments: OnlinePayments };

const exampleCheckout = {
  order_properties: {
    contact_person: 'Иванов Иван Иванович',
    email: 'buyer@example.ru',
    phone: '+7 (912) 345-67-89',
    location: 'Москва',
    receiving_type: 'pickup',
    stock_id: 1,
    payment: 1,
    comment: 'Позвонить за час',
  },
  user_type: 'individual',
};

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, deps) => {
  const { db } = deps;

  endpoint(
    app,
    'GET /Order/getOrderOptions/',
    {
      tags: [apiTags.orders],
      summary: 'Данные для формы заказа',
      description:
        'Форма оформления, заполненная из профиля и последнего заказа (город, адрес, способ получения, оплата, реквизиты), ' +
        'организации компании и `basket_revision` — состояние корзины при открытии формы (передайте его в checkout). Гостю — пустая форма и `guest: true`.',
    },
    async (request) => orderOptions(db, await getSettings(db), request),
  );

  endpoint(
    app,
    'POST /Order/checkUserUnregistered/',
    {
      tags: [apiTags.orders],
      summary: 'Свободны ли email и телефон гостя',
      description:
        'Гость оформляет заказ без входа: при отправке он регистрируется с этими email и телефоном. Если один из них уже ' +
        'занят (`unregistered: false`), попросите войти. Число проверок ограничено.',
      errors: { 429: [attemptLimits.login_lookup.message] },
      example: { email: 'new.buyer@example.ru', phone: '+7 (912) 345-67-89' },
    },
    async (request) => checkUnregistered(db, { ...request.body, address: request.ip }),
  );

  endpoint(
    app,
    'POST /Order/checkout/',
    {
      tags: [apiTags.orders],
      summary: 'Оформить заказ',
      description:
        'Оформляет заказ из активной корзины в одной транзакции: цены и промокод пересчитываются по каталогу, товары резервируются ' +
        '(сверх остатка — «под заказ» со сроком поставки), корзина очищается, письма уходят после фиксации. ' +
        '**Заголовок `Idempotency-Key`** (8–100 символов: латиница, цифры, `_ . : -`) обязателен: новый для каждой попытки оформить, ' +
        'тот же при повторе той же попытки. Повтор с тем же ключом возвращает первый ответ (заказ не дублируется), пока первый ' +
        'выполняется — 409, с другим телом — 422. `expected_total` (итог, который видел покупатель) и `basket_revision` ' +
        '(из getOrderOptions) — если корзина или сумма с тех пор изменились, ответ 409. Гость (если `checkout.guest_ordering`) ' +
        'регистрируется с именем, email и телефоном заказа и входит (cookie `sid`); письмо подскажет, как задать пароль. ' +
        'Со способом «Банковской картой онлайн» заказ ждёт оплаты («Ожидает оплаты»), а `payment_url` — страница оплаты.',
      errors: {
        400: [
          idempotencyMessages.missing,
          idempotencyMessages.malformed,
          orderMessages.checkFields,
          orderMessages.chooseOrganization,
          orderMessages.paymentNotFound,
          orderMessages.guestCompany,
          orderMessages.addressRequired,
          orderMessages.dateDisabled,
          orderMessages.dateTooEarly('02.12.2026'),
          orderMessages.dateTooLate('02.03.2027'),
          orderMessages.dateEndBeforeStart,
          orderMessages.courierWeekdays,
        ],
        401: [orderMessages.signInToOrder],
        403: [orderMessages.legalNotAllowed],
        404: [orderMessages.organizationNotFound],
        409: [
          idempotencyMessages.running,
          orderMessages.basketChanged,
          orderMessages.totalChanged,
          orderMessages.guestEmailTaken,
          orderMessages.guestPhoneTaken,
          duplicateMessages.email,
          ...promocodeUseMessages,
        ],
        422: [idempotencyMessages.otherBody, orderMessages.emptyBasket],
        429: [attemptLimits.taken_login.message],
      },
      example: exampleCheckout,
    },
    async (request) => {
      const key = checkedKey(request.headers['idempotency-key']);
      const restoreUrl = `${siteOrigin(request, deps.publicUrl)}/auth/restore/`;
      return checkout({ ...deps, restoreUrl }, await getSettings(db), request, request.body, key);
    },
  );

  endpoint(
    app,
    'GET /Order/getList/',
    {
      tags: [apiTags.orders],
      summary: 'Мои заказы',
      description:
        'Заказы покупателя, новые первыми, с фильтрами по периоду (даты `YYYY-MM-DD` включительно), статусу, части номера и ' +
        'организации; по страницам. Менеджеру компании — ещё и заказы сотрудников на организации, которыми он управляет ' +
        '(его и все ниже), с именем оформившего в `buyer`; у своих заказов `buyer` — null. Те же заказы он открывает, ' +
        'отменяет, повторяет (в свою корзину), оплачивает и скачивает их счёт.',
      security: signedInOnly,
      example: { date_from: '2026-01-01', status: 'Новый', page: 1 },
    },
    async (request) => {
      const { page, page_size: pageSize, date_from: dateFrom, date_to: dateTo, status, number, organization_id: organizationId } = request.query;
      return listOrders(db, request, { dateFrom, dateTo, status, number, organizationId }, page, pageSize);
    },
  );

  endpoint(
    app,
    'GET /Order/get/',
    {
      tags: [apiTags.orders],
      summary: 'Заказ',
      security: signedInOnly,
      description: 'Заказ по номеру: строки (снимок цен и названий на момент заказа), доставка, оплата, реквизиты, история статусов.',
      errors: { 404: [orderMessages.notFound] },
      example: { order_num: '2026-000001' },
    },
    async (request) => getOrder(db, await getSettings(db), request, request.query.order_num),
  );

  endpoint(
    app,
    'POST /Order/cancel/',
    {
      tags: [apiTags.orders],
      summary: 'Отменить заказ',
      security: signedInOnly,
      description:
        'Отменяет заказ в статусе «Новый» или «Ожидает оплаты» (если `orders.cancel_enabled`); зарезервированные товары возвращаются ' +
        'на те склады, с которых были взяты. Платёж, прошедший после отмены, заказ не меняет. Ответ — заказ.',
      errors: { 403: [orderMessages.cancelDisabled], 404: [orderMessages.notFound], 409: [orderMessages.cancelOnlyNew] },
      example: { order_num: '2026-000001' },
    },
    async (request) => cancelOrder(db, await getSettings(db), request, request.body.order_num),
  );

  endpoint(
    app,
    'POST /Order/repeat/',
    {
      tags: [apiTags.orders],
      summary: 'Повторить заказ',
      security: signedInOnly,
      description: 'Кладёт товары заказа в его количествах в активную корзину по сегодняшним ценам (если `orders.repeat_enabled`). Ответ — корзина.',
      errors: {
        403: [orderMessages.repeatDisabled],
        404: [orderMessages.notFound],
        422: [orderMessages.repeatNothing, basketMessages.tooMuch, basketMessages.tooManyLines],
      },
      example: { order_num: '2026-000001' },
    },
    async (request) => repeatOrder(db, await getSettings(db), request, request.body.order_num),
  );
};
