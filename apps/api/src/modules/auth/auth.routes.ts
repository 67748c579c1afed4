import { loginSchema, ok, okEnvelope, registrationSchema, userSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { getUserView } from '../user/user-view.ts';
import { registerUser } from './registration.service.ts';
import { verifyLogin } from './sign-in.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/Auth/login/',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Вход по email или телефону (способы — из настроек allowed_auth_methods)',
        body: loginSchema,
        response: { 200: okEnvelope(userSchema) },
      },
    },
    async (request) => {
      const { login_type: loginType, login, password } = request.body;
      const userId = await verifyLogin(db, { loginType, login, password, address: request.ip });
      await request.session.signIn(userId);
      return ok(await getUserView(db, userId));
    },
  );

  app.post(
    '/Auth/logout/',
    { schema: { tags: ['Auth'], summary: 'Выход: сессия удаляется на сервере', response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await request.session.signOut();
      return ok(null);
    },
  );

  app.post(
    '/Auth/registration/',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Регистрация физического лица (contact) или компании (company); пользователь сразу входит',
        body: registrationSchema,
        response: { 200: okEnvelope(userSchema) },
      },
    },
    async (request) => {
      const payload = request.body;
      const userId = await registerUser(db, {
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
      });
      await request.session.signIn(userId);
      return ok(await getUserView(db, userId));
    },
  );
};
