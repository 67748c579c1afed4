import { orderNumQuerySchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { attachmentDisposition } from '../../http/attachment.ts';
import { requireSignedIn } from '../../http/endpoint.ts';
import { privateAnswer } from '../../http/private-answers.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { orderMessages } from './order-messages.ts';
import { orderInvoiceFile } from './order-invoice.ts';
import { signedInReadersOrder } from './orders.service.ts';

/**
 * The order's invoice as a PDF download. Not in the endpoint map, whose answers are JSON in the envelope; its
 * refusals are in the envelope like every other.
 */
export const orderInvoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Order/getInvoice/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: [apiTags.orders],
        summary: 'Счёт на оплату заказа (PDF)',
        description:
          'Счёт на оплату по заказу покупателя: реквизиты продавца и покупателя, строки заказа, доставка, НДС на дату заказа, ' +
          'сумма прописью и QR-код для оплаты (ГОСТ Р 56042-2014). Отдаётся файлом `Счёт № … от ….pdf`.',
        security: signedInOnly,
        errors: { 404: [orderMessages.notFound] },
        example: { order_num: '2026-000001' },
        querystring: orderNumQuerySchema,
        response: { 200: { description: 'Счёт (PDF)', content: { 'application/pdf': { schema: z.instanceof(Buffer) } } } },
      },
    },
    async (request, reply) => {
      const order = await signedInReadersOrder(db, request, request.query.order_num);
      const file = await orderInvoiceFile(db, order);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.filename, `invoice-${order.number}.pdf`))
        .header('cache-control', privateAnswer)
        .send(file.content);
    },
  );
};
