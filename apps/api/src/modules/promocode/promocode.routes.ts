import { ok, okEnvelope, promocodeAnswerSchema, promocodeRequestSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { currentOwner } from '../session/visitor.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { applyPromocode, cancelPromocode } from './promocode.service.ts';

const promocodeAnswer = { 200: okEnvelope(promocodeAnswerSchema) };

/** Spec §7 /Promocode/apply/ and /cancel/: a refusal is `{success: false, error}` with HTTP 200, so the form shows it. */
export const promocodeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/Promocode/apply/',
    {
      schema: {
        tags: ['Promocode'],
        summary: 'Применить промокод к активной корзине (один на корзину); причина отказа — в error',
        body: promocodeRequestSchema,
        response: promocodeAnswer,
      },
    },
    async (request) => ok(await applyPromocode(db, await currentOwner(request), await getSettings(db), request.body.code)),
  );

  app.post(
    '/Promocode/cancel/',
    {
      schema: { tags: ['Promocode'], summary: 'Отменить промокод активной корзины', body: promocodeRequestSchema, response: promocodeAnswer },
    },
    async (request) => ok(await cancelPromocode(db, await currentOwner(request), await getSettings(db), request.body.code)),
  );
};
