import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@store/contracts';
import { HttpError } from './errors.ts';

const statusMessages: Record<number, string> = {
  400: 'Некорректный запрос',
  404: 'Не найдено',
  405: 'Метод не поддерживается',
  408: 'Истекло время ожидания запроса',
  411: 'Укажите длину запроса',
  413: 'Слишком большой запрос',
  414: 'Слишком длинный адрес запроса',
  415: 'Неподдерживаемый тип содержимого',
  429: 'Слишком много запросов. Повторите позже',
  431: 'Слишком большие заголовки запроса',
};

/** An answer names at most this many fields: a body of 50,000 unknown keys gets a short answer, not a huge one. */
const maxFields = 20;

export function envelope(message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { status: 'error', result: fields ? { message, fields } : { message } };
}

/** The envelope for a status without a message of its own; any other 4xx reads as a bad request. */
export function statusEnvelope(status: number): ErrorEnvelope {
  return envelope(status >= 500 ? 'Внутренняя ошибка сервера' : (statusMessages[status] ?? statusMessages[400]!));
}

/** Typed errors to their status, validation to field messages, framework refusals to theirs, the rest to a bare 500. */
function errorAnswer(error: FastifyError): { status: number; body: ErrorEnvelope } {
  if (error instanceof HttpError) return { status: error.status, body: envelope(error.message, error.fields) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A Map, so keys such as 'constructor' or '__proto__' are named like any other.
    const fields = new Map<string, string>();
    for (const issue of error.validation) {
      // fastify-type-provider-zod puts the zod path in instancePath ('/a/b') and unknown keys in params.keys;
      // zod's own message lists all unknown keys, so each key gets a short one instead.
      const params = issue.params as { keys?: string[] } | undefined;
      const path = issue.instancePath.split('/').filter(Boolean).join('.');
      const unknownKeys = params?.keys?.length ? params.keys.map((key) => (path ? `${path}.${key}` : key)) : undefined;
      for (const key of unknownKeys ?? [path || 'request']) {
        if (fields.size >= maxFields) break;
        if (!fields.has(key)) fields.set(key, unknownKeys ? 'Неизвестное поле' : (issue.message ?? 'Некорректное значение'));
      }
    }
    return { status: 400, body: envelope('Проверьте правильность заполнения полей', Object.fromEntries(fields)) };
  }
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return { status, body: statusEnvelope(status) };
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorAnswer(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(status).send(body);
}

/**
 * Fastify's own refusals before a route is found (a broken percent-encoding, an overlong path parameter) go through
 * its `frameworkErrors` option rather than the error handler; they answer in the envelope too.
 */
export const answerFrameworkError = answerError;

/** The one error handler: typed errors to statuses, validation to field messages, 5xx without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(envelope('Не найдено')));
}
