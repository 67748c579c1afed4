import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import type { Mailer } from '../../services/mailer.ts';
import { attemptLimits } from '../auth/rate-limit.ts';
import { duplicateMessages, limitTakenLogins } from './logins.ts';
import { organizationMessages } from '../organization/organization-messages.ts';
import { requireUserId } from '../session/session.ts';
import { badEmailCodeMessage, changeEmail, changeOrganization, confirmEmailChange, emailCodeTooSoonMessage, updateProfile } from './profile.service.ts';
import { getUserView } from './user-view.ts';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (app, deps) => {
  const { db } = deps;

  endpoint(
    app,
    'GET /User/get/',
    {
      tags: [apiTags.user],
      summary: 'Текущий пользователь',
      description: 'Пользователь этой сессии; для гостя `result = null` (не ошибка, чтобы страницы рисовались без уведомлений).',
    },
    async (request) => {
      const userId = await request.session.userId();
      return userId === null ? null : getUserView(db, userId);
    },
  );

  endpoint(
    app,
    'POST /User/update/',
    {
      tags: [apiTags.user],
      summary: 'Изменение профиля',
      description:
        'ФИО, телефон и email. Пустой телефон или email оставляет прежний. Новый email может потребовать код из письма ' +
        '(тогда он в `pending_email`, см. `/api/User/confirmEmail/`).',
      security: signedInOnly,
      errors: {
        409: [duplicateMessages.email, duplicateMessages.phone],
        422: ['Изменение телефона требует подтверждения. Обратитесь к персональному менеджеру'],
        429: [attemptLimits.taken_login.message],
      },
      example: { FIO: 'Иванов Иван Иванович', phone: '+7 (912) 345-67-89', email: 'ivanov@example.ru' },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { FIO: fio, phone, email } = request.body;
      await limitTakenLogins(db, { account: `user:${userId}`, address: request.ip }, () => updateProfile(deps, userId, { fio, phone, email }));
      return getUserView(db, userId);
    },
  );

  endpoint(
    app,
    'POST /User/updateEmail/',
    {
      tags: [apiTags.user],
      summary: 'Смена email',
      description:
        'Меняет email сразу или, если настройки требуют подтверждения (`profile.need_confirm_to_change.email`), ' +
        'отправляет код на новый адрес и ждёт его в `/api/User/confirmEmail/`.',
      security: signedInOnly,
      errors: { 409: [duplicateMessages.email], 429: [emailCodeTooSoonMessage, attemptLimits.taken_login.message] },
      example: { email: 'new.address@example.ru' },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await limitTakenLogins(db, { account: `user:${userId}`, address: request.ip }, () => changeEmail(deps, userId, request.body.email));
      return getUserView(db, userId);
    },
  );

  endpoint(
    app,
    'POST /User/confirmEmail/',
    {
      tags: [apiTags.user],
      summary: 'Подтверждение нового email',
      description: 'Применяет новый email по коду, отправленному на него; на прежний адрес уходит уведомление.',
      security: signedInOnly,
      errors: { 400: [badEmailCodeMessage], 409: [duplicateMessages.email] },
      example: { code: '123456' },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await confirmEmailChange(deps, userId, request.body.code);
      return getUserView(db, userId);
    },
  );

  endpoint(
    app,
    'POST /User/updateOrganization/',
    {
      tags: [apiTags.user],
      summary: 'Реквизиты организации',
      description: 'ИНН, КПП, ОГРН, директор и название организации пользователя. Только для главного менеджера компании.',
      security: signedInOnly,
      errors: { 403: [organizationMessages.ownMainManagerOnly] },
      example: { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', director: 'Петров Пётр Петрович', organization_name: 'ООО «Крепёж-Сервис»' },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { organization_name: name, inn, kpp, ogrn, director } = request.body;
      await changeOrganization(db, userId, { name, inn, kpp, ogrn, director });
      return getUserView(db, userId);
    },
  );
};
