import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/api.d.ts';

/** A partner's client for the contract test: typed from the committed document types, driving a listening store. */

interface DocumentedResponse {
  content?: Record<string, { schema: object }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
  components: object;
}

/**
 * Holds every answer to the document: its status must be listed for the operation and its JSON body must match
 * the schema documented for that status. Remembers which operations were driven (`method path`).
 */
export function documentCheck(document: OpenApiDocument): { middleware: Middleware; driven: Set<string> } {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();
  const driven = new Set<string>();
  const middleware: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const operation = `${request.method.toLowerCase()} ${schemaPath}`;
      const responses = document.paths[schemaPath]?.[request.method.toLowerCase()]?.responses;
      if (!responses) throw new Error(`${operation} is not in the document`);
      driven.add(operation);
      const mediaType = response.headers.get('content-type')?.split(';')[0] ?? '';
      const schema = responses[response.status]?.content?.[mediaType]?.schema;
      if (!schema) throw new Error(`${operation} answered ${response.status} ${mediaType}, which the document does not list`);
      if (mediaType !== 'application/json') return;
      const key = `${operation} ${response.status}`;
      let validate = validators.get(key);
      if (!validate) validators.set(key, (validate = ajv.compile({ ...schema, components: document.components })));
      if (!validate(await response.clone().json())) throw new Error(`${key} does not match the document: ${ajv.errorsText(validate.errors)}`);
    },
  };
  return { middleware, driven };
}

/** Keeps the cookies a visitor's answers set and sends them back, as a browser would. */
function cookieJar(): Middleware {
  const cookies = new Map<string, string>();
  return {
    onRequest({ request }) {
      if (cookies.size) request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    },
    onResponse({ response }) {
      for (const header of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = header.split(';');
        const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
        const expired = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (expired) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/** One visitor (own cookies) using a client generated from the document. */
export function visitor(baseUrl: string, check: Middleware, headers?: Record<string, string>) {
  const client = createClient<paths>({ baseUrl, ...(headers && { headers }) });
  client.use(cookieJar(), check);
  return client;
}
