import type { FastifyInstance } from 'fastify';

/** The slice of JSON Schema that @fastify/swagger writes for our zod schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface DocumentedOperation {
  method: string;
  /** As the document writes it, e.g. `/api/Images/product/{file}`. */
  path: string;
  /** The path with a sensible value in each parameter. */
  url: string;
  query: Array<{ name: string; schema: JsonSchema }>;
  /** Query values the operation's schema accepts (as far as the schema tells): the required ones. */
  sampleQuery: Record<string, string>;
  /** Whether the document says the operation is a signed-in user's. */
  signedIn: boolean;
  /** Whether the document says the operation is the store operator's (its token in `Authorization`). */
  operator: boolean;
  /** Content types the document says the operation consumes. */
  consumes: string[];
  /** A body the schema accepts (as far as it tells), with every documented property; none without a body schema. */
  sampleBody: Record<string, unknown> | undefined;
}

/** Values for path parameters, by name; a parameter without one fails the test rather than going untested. */
const pathSamples: Record<string, string> = {
  // A drawing, whether the document names the whole file name or only its key before '.svg'.
  file: 'hex-bolt-10x50.svg',
  key: 'hex-bolt-10x50',
  // A product family's document (Documents/{id}/{file}).
  id: '1',
};

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the app's OpenAPI document under /api, so new operations are attacked without listing them. */
export function documentedOperations(app: FastifyInstance): DocumentedOperation[] {
  const paths = (app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> }).paths ?? {};
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, operation]) => describeOperation(method.toUpperCase(), path, operation)),
    );
}

/** The documented path with a sample in each parameter, or with `raw` (sent as is, not encoded) in every one. */
export function fillPath(path: string, raw?: string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (raw !== undefined) return raw;
    const value = pathSamples[name];
    if (value === undefined) throw new Error(`No sample value for path parameter {${name}} of ${path}: add one to pathSamples`);
    return encodeURIComponent(value);
  });
}

/** Whether every way to call the operation needs the security scheme. */
const requires = (operation: OpenApiOperation, scheme: string) =>
  (operation.security?.length ?? 0) > 0 && operation.security!.every((requirement) => scheme in (requirement as object));

function describeOperation(method: string, path: string, operation: OpenApiOperation): DocumentedOperation {
  const parameters = operation.parameters ?? [];
  const url = fillPath(path);
  const query = parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true }));
  const content = operation.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
  return {
    method,
    path,
    url,
    signedIn: requires(operation, 'session'),
    operator: requires(operation, 'operator'),
    query: query.map(({ name, schema }) => ({ name, schema })),
    sampleQuery: Object.fromEntries(query.filter((p) => p.required).map((p) => [p.name, String(sampleValue(p.schema, p.name))])),
    consumes: Object.keys(content),
    sampleBody: bodySchema ? (sampleValue(bodySchema, '') as Record<string, unknown>) : undefined,
  };
}

/** A plausible value for a schema: its default, constant or first choice, else a value shaped by the key's name. */
export function sampleValue(schema: JsonSchema, name: string): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.[0]) return sampleValue(variants[0], name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleValue(property, key)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return sampleText(name).padEnd(schema.minLength ?? 0, 'x');
  }
}

function sampleText(name: string): string {
  if (/email|login/.test(name)) return 'hostile@example.ru';
  if (/phone/.test(name)) return '+7 (912) 000-00-00';
  if (/password/.test(name)) return 'secret-42';
  return 'test';
}
