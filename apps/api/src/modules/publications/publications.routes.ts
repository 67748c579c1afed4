import { publicationLimits } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { requireUserId } from '../session/session.ts';
import { markNewsSeen, newsItem, newsPage, promotion, publicationMessages, runningPromotions } from './publications.service.ts';
import { answerPrivately } from '../../http/private-answers.ts';

/**
 * Spec §2 /profile/news/ and /profile/promo/: the store's news and promotions for a signed-in buyer. Never cached:
 * what is new is the reader's own, and a publication appears at its date.
 */
export const publicationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  answerPrivately(app);

  endpoint(
    app,
    'GET /News/getList/',
    {
      tags: [apiTags.publications],
      summary: 'Новости',
      description:
        `Опубликованные новости, новые первыми, по ${publicationLimits.newsPageSize} на странице; страница за последней — пустой список. ` +
        'is_new — новость вышла после последнего вызова /News/markSeen/ (до первого — все новые). Сам список ничего не отмечает.',
      security: signedInOnly,
      example: { page: 1 },
    },
    async (request) => newsPage(db, await requireUserId(request), request.query.page),
  );

  endpoint(
    app,
    'GET /News/get/',
    {
      tags: [apiTags.publications],
      summary: 'Новость',
      description: 'Новость по коду с текстом в body_html. Ещё не опубликованная не найдётся.',
      security: signedInOnly,
      errors: { 404: [publicationMessages.newsNotFound] },
      example: { code: 'sklad-ekaterinburg' },
    },
    async (request) => newsItem(db, await requireUserId(request), request.query.code),
  );

  endpoint(
    app,
    'POST /News/markSeen/',
    {
      tags: [apiTags.publications],
      summary: 'Новости прочитаны',
      description:
        'Отмечает, что пользователь открыл список новостей: вышедшие до этого перестают быть is_new, /Notifications/isNewsUpdated/ отвечает false до следующей новости.',
      security: signedInOnly,
    },
    async (request) => {
      await markNewsSeen(db, await requireUserId(request));
      return null;
    },
  );

  endpoint(
    app,
    'GET /Promo/getList/',
    {
      tags: [apiTags.publications],
      summary: 'Акции',
      description: `Акции, идущие сейчас (начались и не закончились), начавшиеся позже первыми; не более ${publicationLimits.maxPromotions}.`,
      security: signedInOnly,
    },
    async (request) => {
      await requireUserId(request);
      return runningPromotions(db);
    },
  );

  endpoint(
    app,
    'GET /Promo/get/',
    {
      tags: [apiTags.publications],
      summary: 'Акция',
      description:
        'Акция по коду с текстом в body_html. Закончившаяся тоже находится (is_over: true), но её промокод уже не предлагается (promocode: null); ' +
        'ещё не начавшаяся не найдётся.',
      security: signedInOnly,
      errors: { 404: [publicationMessages.promotionNotFound] },
      example: { code: 'skidka-10-na-ves-krepezh' },
    },
    async (request) => {
      await requireUserId(request);
      return promotion(db, request.query.code);
    },
  );
};
