import {
  basketAddSchema,
  basketRemoveSchema,
  basketSchema,
  basketSetQuantitySchema,
  ok,
  okEnvelope,
  productCardSchema,
  recommendedProductsRequestSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { sendOk } from '../../http/cached-answer.ts';
import { cardsByIds } from '../catalog/cards-by-ids.ts';
import { currentOwner, owningVisitor } from '../session/visitor.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { addToBasket, basketAnswer, removeLines, setQuantity } from './basket.service.ts';
import { mergeGuestBasket } from './guest-merge.ts';

const basketAnswerSchema = { 200: okEnvelope(basketSchema) };

/** Spec §7 /Basket/… for the active basket. Answers are per visitor (never cached) and asked on every page (sent with sendOk). */
export const basketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.onSessionLogin((trx, event) => mergeGuestBasket(trx, event.userId, event.guestSessionId));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/Basket/get/',
    {
      schema: {
        tags: ['Basket'],
        summary: 'Активная корзина целиком: строки с ценами из каталога на сейчас, суммы, промокод (проверен заново), рекомендации',
        querystring: z.strictObject({}),
        response: basketAnswerSchema,
      },
    },
    async (request, reply) => sendOk(request, reply, await basketAnswer(db, await currentOwner(request), await getSettings(db))),
  );

  app.post(
    '/Basket/add/',
    {
      schema: {
        tags: ['Basket'],
        summary: 'Добавить товар (id) в активную корзину; количество округляется вверх до кратности, гостю создаётся сессия',
        body: basketAddSchema,
        response: basketAnswerSchema,
      },
    },
    async (request, reply) => {
      const settings = await getSettings(db);
      const owner = await owningVisitor(request);
      const notices = await addToBasket(db, owner, settings, request.body.id, request.body.quantity);
      return sendOk(request, reply, await basketAnswer(db, owner, settings, notices));
    },
  );

  app.post(
    '/Basket/setQuantity/',
    {
      schema: {
        tags: ['Basket'],
        summary: 'Количество строки (bid) активной корзины; 0 удаляет строку',
        body: basketSetQuantitySchema,
        response: basketAnswerSchema,
      },
    },
    async (request, reply) => {
      const settings = await getSettings(db);
      const owner = await currentOwner(request);
      const notices = await setQuantity(db, owner, settings, request.body.bid, request.body.quantity);
      return sendOk(request, reply, await basketAnswer(db, owner, settings, notices));
    },
  );

  app.post(
    '/Basket/remove/',
    {
      schema: { tags: ['Basket'], summary: 'Удалить строки (bids) активной корзины: все или ни одной', body: basketRemoveSchema, response: basketAnswerSchema },
    },
    async (request, reply) => {
      const settings = await getSettings(db);
      const owner = await currentOwner(request);
      await removeLines(db, owner, settings, request.body.bids);
      return sendOk(request, reply, await basketAnswer(db, owner, settings));
    },
  );

  app.post(
    '/Basket/getRecommendedProducts/',
    {
      schema: {
        tags: ['Basket'],
        summary: 'Карточки рекомендованных товаров (recommended_ids из ответа корзины), в том же порядке',
        body: recommendedProductsRequestSchema,
        response: { 200: okEnvelope(z.array(productCardSchema)) },
      },
    },
    async (request) => ok(await cardsByIds(db, request.body.recommended_ids)),
  );
};
