import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { getSettings } from './settings.repository.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(
    app,
    'GET /Settings/get/',
    {
      tags: [apiTags.settings],
      summary: 'Настройки сайта',
      description:
        'Всё, от чего зависит клиент: способы входа, типы пользователей, вид каталога, корзины и профиля. Одинаковы для всех посетителей; чего нет в сохранённых настройках, берётся по умолчанию.',
    },
    () => getSettings(db),
  );
};
