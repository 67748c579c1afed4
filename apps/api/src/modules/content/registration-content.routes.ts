import { ok, okEnvelope, registrationContentSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { getRegistrationContent } from './registration-content.repository.ts';

export const registrationContentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Content/getRegistration/',
    {
      schema: {
        tags: [apiTags.content],
        summary: 'Содержимое страницы регистрации',
        description: 'Заголовок, описание и преимущества, которые показывает страница регистрации.',
        errors: { 404: ['Содержимое не найдено'] },
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(registrationContentSchema) },
      },
    },
    async () => ok(await getRegistrationContent(db)),
  );
};
