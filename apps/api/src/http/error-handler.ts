import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@store/contracts';
import { HttpError } from './errors.ts';

const statusMessages: Record<number, string> = {
  400: 'Некорректный запрос',
  404: 'Не найдено',
  405: 'Метод не поддерживается',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый тип содержимого',
  429: 'Слишком много запросов. Повторите позже',
};

function envelope(message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { status: 'error', result: fields ? { message, fields } : { message } };
}

/** The one error handler: typed errors to statuses, validation to field messages, 5xx without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(envelope(error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        // fastify-type-provider-zod puts the zod path in instancePath ('/a/b') and unknown keys in params.keys.
        const params = issue.params as { keys?: string[] } | undefined;
        const path = issue.instancePath.split('/').filter(Boolean).join('.');
        const keys = params?.keys?.length ? params.keys.map((key) => (path ? `${path}.${key}` : key)) : [path || 'request'];
        for (const key of keys) fields[key] ??= issue.message ?? 'Некорректное значение';
      }
      return reply.status(400).send(envelope('Проверьте правильность заполнения полей', fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(envelope('Внутренняя ошибка сервера'));
    }
    return reply.status(status).send(envelope(statusMessages[status] ?? statusMessages[400]!));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(envelope('Не найдено')));
}
