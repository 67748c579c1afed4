import { ok, okEnvelope, settingsSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { getSettings } from './settings.repository.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Settings/get/',
    {
      schema: {
        tags: [apiTags.settings],
        summary: 'Настройки сайта',
        description: 'Всё, от чего зависит клиент: способы входа, типы пользователей, вид каталога, корзины и профиля. Одинаковы для всех посетителей; чего нет в сохранённых настройках, берётся по умолчанию.',
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(settingsSchema) },
      },
    },
    async () => ok(await getSettings(db)),
  );
};
