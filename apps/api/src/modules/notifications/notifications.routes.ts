import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  endpoint(
    app,
    'GET /Notifications/isNewsUpdated/',
    {
      tags: [apiTags.notifications],
      summary: 'Есть ли непрочитанные новости',
      description: 'true, если с последнего визита пользователя вышли новости; для гостя — false.',
    },
    // The store publishes no news yet (the news issue adds them and the per-user "seen" mark),
    // so there is never anything new: an honest false for guests and users alike.
    async () => false,
  );
};
