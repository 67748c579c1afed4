import { messageAnswerSchema, ok, okEnvelope, restoreConfirmSchema, restoreRequestSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../services/mailer.ts';
import { confirmRestore, requestRestore, restoreRequestedMessage } from './restore.service.ts';

export const restoreRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (app, deps) => {
  app.post(
    '/Auth/restore/request/',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Восстановление пароля: код на email (ответ один и тот же, есть такой адрес или нет)',
        body: restoreRequestSchema,
        response: { 200: okEnvelope(messageAnswerSchema) },
      },
    },
    async (request) => {
      await requestRestore(deps, { email: request.body.email, address: request.ip });
      return ok({ message: restoreRequestedMessage });
    },
  );

  app.post(
    '/Auth/restore/confirm/',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Новый пароль по коду из письма; все сессии пользователя завершаются',
        body: restoreConfirmSchema,
        response: { 200: okEnvelope(messageAnswerSchema) },
      },
    },
    async (request) => {
      const { email, code, password } = request.body;
      await confirmRestore(deps, { email, code, password, address: request.ip });
      return ok({ message: 'Пароль изменён. Войдите с новым паролем' });
    },
  );
};
