import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { currentOwner } from '../session/visitor.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { applyPromocode, cancelPromocode } from './promocode.service.ts';
import { answerPrivately } from '../../http/private-answers.ts';

/** Spec §7 /Promocode/apply/ and /cancel/: a refusal is `{success: false, error}` with HTTP 200, so the form shows it. */
export const promocodeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  answerPrivately(app);

  endpoint(
    app,
    'POST /Promocode/apply/',
    {
      tags: [apiTags.promocode],
      summary: 'Применить промокод',
      description:
        'Применяет промокод к активной корзине (один на корзину: чтобы применить другой, прежний снимают через /Promocode/cancel/). Проверяются срок, минимальная сумма корзины ' +
        '(с суммой, которой не хватает), лимиты использований и товары, к которым он относится. Отказ — { success: false, error } с ' +
        'причиной по-русски, например «Промокод не найден» или «Срок действия промокода истёк».',
      example: { code: 'KREP10' },
    },
    async (request) => applyPromocode(db, await currentOwner(request), await getSettings(db), request.body.code),
  );

  endpoint(
    app,
    'POST /Promocode/cancel/',
    {
      tags: [apiTags.promocode],
      summary: 'Отменить промокод',
      description: 'Снимает промокод с активной корзины; скидка пропадает.',
      example: { code: 'KREP10' },
    },
    async (request) => cancelPromocode(db, await currentOwner(request), await getSettings(db), request.body.code),
  );
};
