import { ok, okEnvelope } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTags } from '../../http/openapi/operation-docs.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Notifications/isNewsUpdated/',
    {
      schema: {
        tags: [apiTags.notifications],
        summary: 'Есть ли непрочитанные новости',
        description: 'true, если с последнего визита пользователя вышли новости; для гостя — false.',
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(z.boolean()) },
      },
    },
    // The store publishes no news yet (the news issue adds them and the per-user "seen" mark),
    // so there is never anything new: an honest false for guests and users alike.
    async () => ok(false),
  );
};
