import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import type { Mailer } from '../../services/mailer.ts';
import { attemptLimits } from './rate-limit.ts';
import { badCodeMessage, confirmRestore, requestRestore, restoreRequestedMessage } from './restore.service.ts';

export const restoreRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (app, deps) => {
  endpoint(
    app,
    'POST /Auth/restore/request/',
    {
      tags: [apiTags.auth],
      summary: 'Код для восстановления пароля',
      description: 'Отправляет код на email, если такой адрес зарегистрирован. Ответ один и тот же, есть такой адрес или нет.',
      errors: { 429: [attemptLimits.restore.message] },
      example: { email: 'buyer@example.ru' },
    },
    async (request) => {
      await requestRestore(deps, { email: request.body.email, address: request.ip });
      return { message: restoreRequestedMessage };
    },
  );

  endpoint(
    app,
    'POST /Auth/restore/confirm/',
    {
      tags: [apiTags.auth],
      summary: 'Новый пароль по коду',
      description: 'Меняет пароль по коду из письма. Все сессии пользователя завершаются; войти нужно с новым паролем.',
      errors: { 400: [badCodeMessage], 429: [attemptLimits.restore.message] },
      example: { email: 'buyer@example.ru', code: '123456', password: 'newsecret1', password_confirm: 'newsecret1' },
    },
    async (request) => {
      const { email, code, password } = request.body;
      await confirmRestore(deps, { email, code, password, address: request.ip });
      return { message: 'Пароль изменён. Войдите с новым паролем' };
    },
  );
};
