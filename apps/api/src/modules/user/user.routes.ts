import {
  emailChangeSchema,
  emailConfirmSchema,
  ok,
  okEnvelope,
  organizationRequisitesSchema,
  profileUpdateSchema,
  userSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../services/mailer.ts';
import { requireUserId } from '../session/session.ts';
import { changeEmail, changeOrganization, confirmEmailChange, updateProfile } from './profile.service.ts';
import { getUserView } from './user-view.ts';

const userAnswer = { 200: okEnvelope(userSchema) };

export const userRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/User/get/',
    {
      schema: {
        tags: ['User'],
        summary: 'Текущий пользователь; для гостя result = null (не ошибка, чтобы страницы рисовались без уведомлений)',
        querystring: z.strictObject({}),
        response: { 200: okEnvelope(userSchema.nullable()) },
      },
    },
    async (request) => {
      const userId = await request.session.userId();
      return ok(userId === null ? null : await getUserView(db, userId));
    },
  );

  app.post(
    '/User/update/',
    {
      schema: {
        tags: ['User'],
        summary: 'ФИО, телефон и email; новый email может потребовать код (см. pending_email)',
        body: profileUpdateSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { FIO: fio, phone, email } = request.body;
      await updateProfile(deps, userId, { fio, phone, email });
      return ok(await getUserView(db, userId));
    },
  );

  app.post(
    '/User/updateEmail/',
    {
      schema: {
        tags: ['User'],
        summary: 'Смена email: сразу или после кода, отправленного на новый адрес (настройка need_confirm_to_change.email)',
        body: emailChangeSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await changeEmail(deps, userId, request.body.email);
      return ok(await getUserView(db, userId));
    },
  );

  app.post(
    '/User/confirmEmail/',
    {
      schema: { tags: ['User'], summary: 'Подтверждение нового email кодом из письма', body: emailConfirmSchema, response: userAnswer },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await confirmEmailChange(deps, userId, request.body.code);
      return ok(await getUserView(db, userId));
    },
  );

  app.post(
    '/User/updateOrganization/',
    {
      schema: {
        tags: ['User'],
        summary: 'Реквизиты организации; только главный менеджер компании',
        body: organizationRequisitesSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { organization_name: name, inn, kpp, ogrn, director } = request.body;
      await changeOrganization(db, userId, { name, inn, kpp, ogrn, director });
      return ok(await getUserView(db, userId));
    },
  );
};
