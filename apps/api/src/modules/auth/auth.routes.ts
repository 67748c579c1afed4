import { normalizeEmail } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { getUserView } from '../user/user-view.ts';
import { attemptLimits } from './rate-limit.ts';
import { duplicateMessages, limitTakenLogins } from '../user/logins.ts';
import { registerUser } from './registration.service.ts';
import { blockedAccountMessage, verifyLogin } from './sign-in.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(
    app,
    'POST /Auth/login/',
    {
      tags: [apiTags.auth],
      summary: 'Вход',
      description:
        'Вход по email или телефону (доступные способы — `allowed_auth_methods` в настройках). Открывает новую сессию: ' +
        'ответ ставит cookie `sid`. После нескольких неудачных попыток вход на время закрывается. Заблокированному менеджером ' +
        'компании сотруднику — 403 (только при верном пароле).',
      errors: {
        400: ['Вход по email недоступен', 'Вход по телефону недоступен'],
        401: ['Неверный логин или пароль'],
        403: [blockedAccountMessage],
        429: [attemptLimits.login.message],
      },
      example: { login_type: 'email', login: 'buyer@example.ru', password: 'demo123' },
    },
    async (request) => {
      const { login_type: loginType, login, password } = request.body;
      const userId = await verifyLogin(db, { loginType, login, password, address: request.ip });
      await request.session.signIn(userId);
      return getUserView(db, userId);
    },
  );

  endpoint(
    app,
    'POST /Auth/logout/',
    {
      tags: [apiTags.auth],
      summary: 'Выход',
      description: 'Удаляет сессию на сервере и cookie `sid`. Без сессии тоже отвечает успехом.',
    },
    async (request) => {
      await request.session.signOut();
      return null;
    },
  );

  endpoint(
    app,
    'POST /Auth/registration/',
    {
      tags: [apiTags.auth],
      summary: 'Регистрация',
      description:
        'Регистрация физического лица (`user_type: contact`) или компании (`company`, с реквизитами). Пользователь сразу ' +
        'входит: ответ ставит cookie `sid`. Телефон с +7 хранится как 8XXXXXXXXXX.',
      errors: {
        400: ['Регистрация этого типа недоступна'],
        403: ['Регистрация отключена'],
        409: [duplicateMessages.email, duplicateMessages.phone],
        429: [attemptLimits.taken_login.message],
      },
      example: {
        user_type: 'contact',
        email: 'ivanov@example.ru',
        phone: '+7 (912) 345-67-89',
        FIO: 'Иванов Иван Иванович',
        password: 'secret123',
        password_confirm: 'secret123',
      },
    },
    async (request) => {
      const payload = request.body;
      const subject = { account: `email:${normalizeEmail(payload.email)}`, address: request.ip };
      const userId = await limitTakenLogins(db, subject, () =>
        registerUser(db, {
          email: payload.email,
          phone: payload.phone,
          fio: payload.FIO,
          password: payload.password,
          userType: payload.user_type,
          organization:
            payload.user_type === 'company'
              ? {
                  name: payload.organization_name,
                  inn: payload.inn,
                  kpp: payload.kpp,
                  ogrn: payload.ogrn,
                  director: payload.director,
                  address: payload.organization_address,
                  postalCode: payload.organization_postal_code,
                }
              : null,
        }),
      );
      await request.session.signIn(userId);
      return getUserView(db, userId);
    },
  );
};
