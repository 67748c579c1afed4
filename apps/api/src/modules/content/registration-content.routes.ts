import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { getRegistrationContent } from './registration-content.repository.ts';

export const registrationContentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(
    app,
    'GET /Content/getRegistration/',
    {
      tags: [apiTags.content],
      summary: 'Содержимое страницы регистрации',
      description: 'Заголовок, описание и преимущества, которые показывает страница регистрации.',
    },
    () => getRegistrationContent(db),
  );
};
