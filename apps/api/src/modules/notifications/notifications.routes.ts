import { ok, okEnvelope } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Notifications/isNewsUpdated/',
    {
      schema: {
        tags: ['Notifications'],
        summary: 'Есть ли новости новее последнего визита пользователя',
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(z.boolean()) },
      },
    },
    // The store publishes no news yet (the news issue adds them and the per-user "seen" mark),
    // so there is never anything new: an honest false for guests and users alike.
    async () => ok(false),
  );
};
