import { ok, okEnvelope, registrationContentSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { getRegistrationContent } from './registration-content.repository.ts';

export const registrationContentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Content/getRegistration/',
    {
      schema: {
        tags: ['Content'],
        summary: 'Содержимое страницы регистрации: заголовок, описание, преимущества',
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(registrationContentSchema) },
      },
    },
    async () => ok(await getRegistrationContent(db)),
  );
};
