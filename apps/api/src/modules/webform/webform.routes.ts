import { managerMessageFormName } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import { acceptMultipartFields } from '../../http/multipart-fields.ts';
import type { Mailer } from '../../services/mailer.ts';
import { sendManagerMessage } from './manager-message.service.ts';

export const webformRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer; salesEmail: string }> = async (app, deps) => {
  // Multipart as the spec's client sends it; text fields only for now, so no files and small limits.
  await acceptMultipartFields(app, { fields: 10, fieldSize: 10_000 });

  endpoint(
    app,
    'POST /Webform/sendMessage/',
    {
      tags: [apiTags.webform],
      summary: 'Сообщение менеджеру',
      description:
        'Письмо персональному менеджеру пользователя (гостя — в отдел продаж) с email для ответа и комментарием. ' +
        'Принимает multipart/form-data, как форма сайта, или JSON.',
      example: { form_name: managerMessageFormName, email: 'buyer@example.ru', comment: 'Нужны болты М10х50 DIN 933, 500 штук' },
      consumes: ['multipart/form-data', 'application/json'],
    },
    async (request) => {
      await sendManagerMessage(deps, {
        userId: await request.session.userId(),
        email: request.body.email,
        comment: request.body.comment,
      });
      return { message: 'Сообщение отправлено' };
    },
  );
};
