import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiComponents, componentRef } from './components.ts';
import { type ErrorStatus, type OperationErrors, SESSION_SCHEME } from './operation-docs.ts';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects are walked by key, any shape they may have.
type JsonObject = Record<string, any>;

const commonMessages: Partial<Record<ErrorStatus, string>> = {
  400: 'Проверьте правильность заполнения полей',
  401: 'Требуется вход в систему',
  403: 'Запрос с другого сайта отклонён',
};

const statusMeanings: Record<ErrorStatus, string> = {
  400: 'Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля',
  401: 'Вход не выполнен',
  403: 'Действие запрещено',
  404: 'Не найдено',
  409: 'Конфликт с существующими данными; в `result.fields` — поле, которое занято',
  422: 'Запрос понятен, но выполнить его нельзя',
  429: 'Слишком много попыток',
  503: 'Внешний сервис не ответил; повторите позже',
};

const zodTransform = createJsonSchemaTransform({ schemaRegistry: apiComponents });

/** `/api/Auth/restore/request/` → `authRestoreRequest`: stable and unique while paths are. */
function operationIdOf(url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((part) => part && !part.startsWith(':') && !part.startsWith('{'));
  return words.map((word, index) => (index === 0 ? word[0]!.toLowerCase() : word[0]!.toUpperCase()) + word.slice(1)).join('');
}

/** Only the API is documented: pages, images, health and the API's own catch-all and docs are not operations. */
function isDocumented(url: string, schema: FastifySchema | undefined): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') && !schema?.hide;
}

function errorResponse(status: ErrorStatus, messages: readonly string[]): JsonObject {
  const quoted = messages.map((message) => `«${message}»`).join(', ');
  return {
    description: `${statusMeanings[status]}. ${messages.length > 1 ? 'Сообщения' : 'Сообщение'}: ${quoted}.`,
    content: { 'application/json': { schema: componentRef('ErrorEnvelope') } },
  };
}

/** The route's own errors plus the common ones that apply to it, as documented responses. */
function errorResponses(method: string, schema: FastifySchema, errors: OperationErrors = {}): JsonObject {
  const applies: Partial<Record<ErrorStatus, boolean>> = {
    400: Boolean(schema.body || schema.querystring || schema.params),
    // Only when every way to call it needs the session; `{}` among the requirements would make the session optional.
    401: Boolean(schema.security?.length) && schema.security!.every((requirement) => SESSION_SCHEME in requirement),
    403: method === 'POST',
  };
  const responses: JsonObject = {};
  for (const status of Object.keys(statusMeanings).map(Number) as ErrorStatus[]) {
    const common = applies[status] ? [commonMessages[status]!] : [];
    const messages = [...common, ...(errors[status] ?? [])];
    if (messages.length) responses[status] = errorResponse(status, messages);
  }
  return responses;
}

/** Puts the route's example request where the document shows it: on the body, or on each parameter by name. */
function addExample(transformed: JsonObject, example: Record<string, unknown>): void {
  if (transformed.body) {
    transformed.body = { ...transformed.body, examples: [example] };
    return;
  }
  for (const [name, value] of Object.entries(example)) {
    const owner = [transformed.params, transformed.querystring].find((schema) => schema?.properties?.[name]);
    if (!owner) throw new Error(`the example names an unknown parameter "${name}"`);
    owner.properties[name] = { ...owner.properties[name], examples: [value] };
  }
}

/**
 * @fastify/swagger's per-route transform: zod schemas to JSON Schema (named components by reference), then
 * what the route documents about itself (operation id, error responses, example request).
 */
export const routeTransform: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!isDocumented(url, schema)) return { schema: { hide: true }, url };
  const { errors, example, ...zodSchema } = schema ?? {};
  const transformed = zodTransform({ ...input, schema: zodSchema }).schema as JsonObject;
  const method = ([] as string[]).concat(route.method)[0]!;
  transformed.operationId = operationIdOf(url);
  transformed.response = { ...transformed.response, ...errorResponses(method, zodSchema, errors) };
  if (example) addExample(transformed, example);
  return { schema: transformed, url };
};
