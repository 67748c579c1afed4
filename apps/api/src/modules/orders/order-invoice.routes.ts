import { orderNumQuerySchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { orderMessages } from './order-messages.ts';
import { orderInvoiceFile } from './order-invoice.ts';
import { signedInBuyersOrder } from './orders.service.ts';

/** RFC 6266/5987: an ASCII name for old clients and the Russian one, UTF-8 percent-encoded, for the rest. */
export function attachmentDisposition(filename: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The order's invoice as a PDF download. Not in the endpoint map, whose answers are JSON in the envelope; its
 * refusals are in the envelope like every other.
 */
export const orderInvoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Order/getInvoice/',
    {
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
      const order = await signedInBuyersOrder(db, request, request.query.order_num);
      const file = await orderInvoiceFile(db, order);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.filename, `invoice-${order.number}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
