import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, operatorOnly } from '../../http/openapi/operation-docs.ts';
import { answerPrivately } from '../../http/private-answers.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import { orderMessages } from '../orders/order-messages.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { operatorAuthMessages, requireOperator } from './operator-auth.ts';
import { listAllOrders, operatorOrder, orderProcessingMessages, setOrderStatus } from './order-processing.ts';

export interface OperatorRoutesOptions {
  db: Db;
  outbox: OutboxWorker;
  publicUrl: string | undefined;
  operatorToken: string | undefined;
}

const operatorErrors = { 401: [operatorAuthMessages.wrongToken], 403: [operatorAuthMessages.notConfigured] } as const;

/** The store's side of its orders: its ERP's exchange and its staff read every order and move it on its way. */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, deps) => {
  const { db } = deps;
  answerPrivately(app);
  // Before the body and query are read: a caller without the token learns nothing of what it sent.
  app.addHook('preValidation', requireOperator(deps.operatorToken));

  endpoint(
    app,
    'GET /Operator/getOrders/',
    {
      tags: [apiTags.operator],
      summary: 'Заказы магазина',
      description:
        'Заказы всех покупателей, новые первыми, с фильтрами по периоду, статусу, части номера и организации, по страницам; ' +
        '`buyer` — ФИО оформившего. Например, `status=Новый` — заказы, которые ещё не взяты в работу.',
      security: operatorOnly,
      errors: operatorErrors,
      example: { status: 'Новый', page: 1 },
    },
    async (request) => {
      const { page, page_size: pageSize, date_from: dateFrom, date_to: dateTo, status, number, organization_id: organizationId } = request.query;
      return listAllOrders(db, { dateFrom, dateTo, status, number, organizationId }, page, pageSize);
    },
  );

  endpoint(
    app,
    'GET /Operator/getOrder/',
    {
      tags: [apiTags.operator],
      summary: 'Заказ',
      description: 'Заказ любого покупателя по номеру, как его видит покупатель: строки, доставка, оплата, контакты, реквизиты, история статусов.',
      security: operatorOnly,
      errors: { ...operatorErrors, 404: [orderMessages.notFound] },
      example: { order_num: '2026-000001' },
    },
    async (request) => operatorOrder(db, await getSettings(db), request.query.order_num),
  );

  endpoint(
    app,
    'POST /Operator/setOrderStatus/',
    {
      tags: [apiTags.operator],
      summary: 'Сменить статус заказа',
      description:
        'Переводит заказ вперёд по его пути («Новый» → «Оплачен» → «В сборке» → «Отгружен» → «Доставлен»; «Ожидает оплаты» ставит только ' +
        'оформление с оплатой онлайн) или отменяет его до отгрузки: зарезервированные товары возвращаются на склады, использование ' +
        'промокода — промокоду; деньги за оплаченный онлайн заказ возвращают в кабинете платёжного сервиса. Смена попадает в историю ' +
        'заказа, покупатель получает письмо. Тот же статус ещё раз — не ошибка и ничего не меняет. Ответ — заказ.',
      security: operatorOnly,
      errors: {
        ...operatorErrors,
        404: [orderMessages.notFound],
        409: Object.values(orderProcessingMessages),
      },
      example: { order_num: '2026-000001', status: 'В сборке' },
    },
    async (request) => {
      const { order_num: number, status } = request.body;
      return setOrderStatus(deps, await getSettings(db), number, status, siteOrigin(request, deps.publicUrl));
    },
  );
};
