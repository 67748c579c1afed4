import { leadFieldErrors, leadFileMaxBytes, leadFilesPerMessage, leadHoneypotField, managerMessageFormName, managerMessageSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { acceptMultipartFields } from '../../http/multipart-fields.ts';
import { apiTags } from '../../http/openapi/operation-docs.ts';
import type { Mailer } from '../../services/mailer.ts';
import { attemptLimits, takeAttempt } from '../auth/rate-limit.ts';
import { findLeadForm } from '../lead-forms/lead-forms.repository.ts';
import { removeStagedFile, sendLeadMessage, stageFiles, uploadsFullMessage } from '../lead-forms/lead-message.service.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { sendManagerMessage } from './manager-message.service.ts';

export interface WebformDeps {
  db: Db;
  mailer: Mailer;
  outbox: OutboxWorker;
  salesEmail: string;
  dataDir: string;
  pendingUploadsMaxBytes: number;
}

const asList = (value: unknown): string[] => (value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);

export const webformRoutes: FastifyPluginAsyncZod<WebformDeps> = async (app, deps) => {
  const leadDeps = { ...deps, filesDir: path.join(deps.dataDir, 'lead-files'), pendingBytesLimit: deps.pendingUploadsMaxBytes };
  // Multipart as the spec's client sends it: fields, and files as `files[n]` written under DATA_DIR by random names.
  await acceptMultipartFields(app, { fields: 40, fieldSize: 10_000, files: { count: leadFilesPerMessage, bytes: leadFileMaxBytes, dir: leadDeps.filesDir } });

  const requireForm = async (code: string) => {
    const form = await findLeadForm(deps.db, code);
    if (!form) throw badRequest('Проверьте правильность заполнения полей', { form_name: 'Неизвестная форма' });
    return form;
  };

  endpoint(
    app,
    'GET /Webform/getForm/',
    {
      tags: [apiTags.webform],
      summary: 'Форма заявки',
      description: 'Определение формы по коду: заголовок, описание, поля с типами, правилами и вариантами, текст кнопки.',
      errors: { 404: ['Форма не найдена'] },
      example: { form_code: 'CALLBACK' },
    },
    async (request) => {
      const form = await findLeadForm(deps.db, request.query.form_code);
      if (!form) throw notFound('Форма не найдена');
      return form;
    },
  );

  endpoint(
    app,
    'POST /Webform/sendMessage/',
    {
      tags: [apiTags.webform],
      summary: 'Отправка формы',
      description:
        'Заявка по форме `form_name` (поля формы, скрытые данные страницы, файлы частями `files[n]` и/или ранее загруженные ' +
        '`file_ids`) сохраняется и уходит письмом в отдел продаж с файлами во вложении. Тип файла определяется по содержимому. ' +
        'WEBFORM_MESSAGE_TO_MANAGER — письмо персональному менеджеру (гостя — в отдел продаж) с email и комментарием. ' +
        'Не больше 10 сообщений в час с одного адреса. Принимает multipart/form-data, как форма сайта, или JSON.',
      errors: {
        400: ['Проверьте правильность заполнения полей', 'Эта форма не принимает файлы'],
        404: ['Файл не найден'],
        429: ['Слишком много заявок. Попробуйте через час'],
      },
      example: { form_name: managerMessageFormName, email: 'buyer@example.ru', comment: 'Нужны болты М10х50 DIN 933, 500 штук' },
      consumes: ['multipart/form-data', 'application/json'],
    },
    async (request) => {
      const { form_name: formName, [leadHoneypotField]: honeypot, file_ids: fileIds, ...fields } = request.body;
      // Every message counts from its start, so a flood sent at once is limited too; one refused is forgiven.
      const attempt = await takeAttempt(deps.db, 'webform', { account: request.ip, address: request.ip });
      try {
        // A bot that fills the hidden field is told it worked, and nothing is kept.
        if (honeypot) return { message: 'Сообщение отправлено' };
        if (formName === managerMessageFormName) {
          if (request.uploadedFiles.length > 0 || fileIds !== undefined) throw badRequest('Эта форма не принимает файлы');
          const message = managerMessageSchema.safeParse(fields);
          if (!message.success) throw badRequest('Проверьте правильность заполнения полей', leadFieldErrors(message.error));
          await sendManagerMessage(deps, { userId: await request.session.userId(), ...message.data });
          return { message: 'Сообщение отправлено' };
        }
        await sendLeadMessage(leadDeps, {
          form: await requireForm(formName),
          fields,
          fileIds: asList(fileIds),
          uploads: request.uploadedFiles,
          sessionId: await request.session.currentId(),
          userId: await request.session.userId(),
          address: request.ip,
        });
        return { message: 'Заявка успешно отправлена' };
      } catch (error) {
        await attempt.forgive();
        throw error;
      }
    },
  );

  endpoint(
    app,
    'POST /Webform/uploadFiles/',
    {
      tags: [apiTags.webform],
      summary: 'Загрузка файлов формы',
      description:
        'Файлы поля формы `form_name` частями `files[n]` до отправки заявки: каждый получает `file_id`, который передаётся ' +
        'в `Webform/sendMessage/` (`file_ids`) или удаляется через `Webform/removeFile/`. Файлы хранятся за сессией посетителя. ' +
        'Не больше 10 загрузок в час с одного адреса; когда место для неотправленных файлов всех посетителей занято — 503.',
      errors: {
        400: ['Проверьте правильность заполнения полей', 'Выберите файл'],
        429: [attemptLimits.upload.message],
        503: [uploadsFullMessage],
      },
      example: { form_name: 'WHOLESALE' },
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      const form = await requireForm(request.body.form_name);
      if (request.uploadedFiles.length === 0) throw badRequest('Выберите файл');
      // Files of a refused upload are not kept: they go when the request ends.
      await takeAttempt(deps.db, 'upload', { account: request.ip, address: request.ip });
      const staged = await stageFiles(leadDeps, form, await request.session.id(), request.uploadedFiles);
      return staged.map(({ fileId, ...file }) => ({ file_id: fileId, ...file }));
    },
  );

  endpoint(
    app,
    'POST /Webform/removeFile/',
    {
      tags: [apiTags.webform],
      summary: 'Удаление загруженного файла',
      description: 'Удаляет файл, загруженный этой сессией и ещё не отправленный; чужой или отправленный файл не найден (404).',
      errors: { 404: ['Файл не найден'] },
      example: { file_id: '0123456789abcdef0123456789abcdef' },
      consumes: ['multipart/form-data', 'application/json'],
    },
    async (request) => {
      await removeStagedFile(leadDeps, await request.session.currentId(), request.body.file_id);
      return { message: 'Файл удалён' };
    },
  );
};
