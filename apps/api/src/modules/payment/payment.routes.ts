import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { paymentMethodsFor } from './payment.service.ts';

/** Spec §7 /Order/getPayments/. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(
    app,
    'POST /Order/getPayments/',
    {
      tags: [apiTags.payment],
      summary: 'Способы оплаты',
      description: 'Способы оплаты заказа; is_default отмечает предвыбранный: для пользователя-компании — оплата по счёту, для остальных — при получении.',
    },
    async (request) => paymentMethodsFor(db, await request.session.userId()),
  );
};
