import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiComponents, componentRef, withoutUnusedSchemas } from './components.ts';
import { OPERATOR_SCHEME, SESSION_SCHEME, tagDescriptions } from './operation-docs.ts';
import { routeTransform } from './route-transform.ts';

/** Where the Swagger UI lives; the document is at `${docsPrefix}/json` (and `/yaml`). */
const docsPrefix = '/api/docs';

const description = `REST API магазина крепежа (контракт спецификации, §7). Ключи — snake_case, пути оканчиваются на «/»,
лишние поля запроса отклоняются. Деньги — целые копейки.

**Ответы.** Успех — HTTP 200 и \`{"status":"ok","result":…}\`. Ошибка — подходящий HTTP-статус и конверт
\`{"status":"error","result":{"message":"…","fields":{"email":"Некорректный email"}}}\`: \`message\` — сообщение для
человека, \`fields\` — сообщения по полям запроса, когда виноваты они. Статусы:

- 400 — запрос не прошёл проверку: «Проверьте правильность заполнения полей», в \`fields\` — что не так с каждым полем;
- 401 — «Требуется вход в систему»;
- 403 — действие запрещено, в том числе «Запрос с другого сайта отклонён» (см. схему безопасности \`session\`);
- 404 — «Не найдено» (неизвестный путь или объект);
- 409 — конфликт с существующими данными (например, занятый email);
- 413 — «Слишком большой запрос» (тело больше 1 МБ), 415 — «Неподдерживаемый тип содержимого»;
- 422 — запрос понятен, но выполнить его нельзя;
- 429 — слишком много попыток;
- 500 — «Внутренняя ошибка сервера», без подробностей.

У каждой операции перечислены статусы и сообщения, которые она отвечает сама.`;

const sessionDescription = `Сессия посетителя — cookie \`sid\` (HttpOnly, SameSite=Lax, Secure по HTTPS). Сервер ставит её при
входе и регистрации; клиент возвращает её в каждом запросе. Выход (\`/api/Auth/logout/\`) удаляет сессию на сервере.
Операции без обязательного входа принимают запрос и без cookie.

Защита от CSRF: запрос, меняющий состояние (POST), с заголовком \`Origin\` принимается, только если это адрес
магазина; запрос с \`Sec-Fetch-Site: cross-site\` или \`same-site\` отклоняется. В обоих случаях ответ — 403
«Запрос с другого сайта отклонён». Клиенты вне браузера заголовок \`Origin\` не отправляют.`;

const componentsTransform = createJsonSchemaTransformObject({ schemaRegistry: apiComponents });

interface DocumentShape {
  paths: Record<string, Record<string, { responses: Record<string, { description?: string } | { $ref: string }> }>>;
  components: { schemas?: Record<string, unknown> };
}

/** Every operation answers its other errors in the same envelope (the shared `Error` response). */
const documentTransform: SwaggerTransformObject = (documentObject) => {
  const document = componentsTransform(documentObject) as unknown as DocumentShape;
  for (const operations of Object.values(document.paths)) {
    for (const { responses } of Object.values(operations)) {
      const success = responses['200'];
      // 'Default Response' is @fastify/swagger's placeholder for an answer schema without a description.
      if (success && 'description' in success && success.description === 'Default Response') success.description = 'Успех: `{"status":"ok","result":…}`';
      responses.default = { $ref: '#/components/responses/Error' };
    }
  }
  return withoutUnusedSchemas(document) as ReturnType<SwaggerTransformObject>;
};

/** The OpenAPI document of the API alone (`/api/docs/json`) and the Swagger UI that shows it (`/api/docs/`). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'API магазина крепежа', description, version: '1.0.0' },
      servers: [{ url: '/' }],
      tags: Object.entries(tagDescriptions).map(([name, text]) => ({ name, description: text })),
      security: [{}, { [SESSION_SCHEME]: [] }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'sid', description: sessionDescription },
          [OPERATOR_SCHEME]: { type: 'http', scheme: 'bearer', description: 'Токен оператора магазина (переменная окружения OPERATOR_TOKEN).' },
        },
        responses: {
          Error: {
            description: 'Другая ошибка в том же конверте: 404, 413, 415, 429, 500 «Внутренняя ошибка сервера» (см. описание API)',
            content: { 'application/json': { schema: componentRef('ErrorEnvelope') } },
          },
        },
      },
    },
    transform: routeTransform,
    transformObject: documentTransform,
  });
  await app.register(swaggerUi, { routePrefix: docsPrefix, uiConfig: { deepLinking: true } });
}
