import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { hasUnseenNews } from '../publications/publications.service.ts';
import { privateAnswer } from '../../http/private-answers.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(
    app,
    'GET /Notifications/isNewsUpdated/',
    {
      tags: [apiTags.notifications],
      summary: 'Есть ли непрочитанные новости',
      description:
        'true, если после последнего вызова /News/markSeen/ пользователя вышла новость (до первого вызова — если вышла хоть одна); для гостя — false.',
    },
    async (request, reply) => {
      // The reader's own answer, which markSeen or a new publication changes at once.
      reply.header('cache-control', privateAnswer);
      return hasUnseenNews(db, await request.session.userId());
    },
  );
};
