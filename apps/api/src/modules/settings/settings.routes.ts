import { ok, okEnvelope, settingsSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { getSettings } from './settings.repository.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Settings/get/',
    { schema: { tags: ['Settings'], summary: 'Настройки сайта', response: { 200: okEnvelope(settingsSchema) } } },
    async () => ok(await getSettings(db)),
  );
};
