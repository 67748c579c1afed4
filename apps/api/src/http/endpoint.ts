import { ok, okEnvelope } from '@store/contracts';
import { type EndpointAnswer, type EndpointKey, type EndpointMethod, type Endpoints, endpoints } from '@store/contracts/endpoints';
import type { FastifyReply, FastifyRequest, FastifySchema, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUserId } from '../modules/session/session.ts';
import { sendCachedOk, sendOk } from './cached-answer.ts';
import { signedInOnly } from './openapi/operation-docs.ts';

/** The Fastify instance a routes plugin gets (typed by the zod provider). */
type ApiApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * How an answer leaves when it bypasses Fastify's serializer, which would check it against the answer schema (so
 * pre-encoded-answers.test.ts checks these): `cached` serialises and compresses once per result object, for answers a
 * service caches (`sendCachedOk`); `per-request` compresses in one quick step, for per-visitor answers asked on every
 * page (`sendOk`).
 */
export type PreEncoding = 'cached' | 'per-request';

/** What a route tells the OpenAPI document beyond the map's schemas (see operation-docs.ts), and how it answers. */
export type EndpointOptions = Pick<FastifySchema, 'tags' | 'summary' | 'description' | 'errors' | 'example' | 'security' | 'consumes'> & {
  preEncoded?: PreEncoding;
};

type Schemas<K extends EndpointKey> = {
  querystring: Endpoints[K] extends { query: infer Q extends z.ZodType } ? Q : undefined;
  body: Endpoints[K] extends { body: infer B extends z.ZodType } ? B : undefined;
};

/** The request with its query and body as the map's schemas parsed them. */
export type EndpointRequest<K extends EndpointKey> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schemas<K>,
  ZodTypeProvider
>;

/** Answers the operation's `result`; the envelope is added for it. */
export type EndpointHandler<K extends EndpointKey> = (request: EndpointRequest<K>, reply: FastifyReply) => Promise<EndpointAnswer<K>>;

/** A pre-encoded endpoint as its route registered it: how it answers and the request its documentation shows. */
export interface PreEncodedEndpoint {
  encoding: PreEncoding;
  example: Record<string, unknown> | undefined;
}

const preEncodedEndpoints = new Map<EndpointKey, PreEncodedEndpoint>();

/**
 * The endpoints whose answers skip the serializer's check, as registered so far (the same for every app built), so
 * pre-encoded-answers.test.ts checks each of them, a new one included.
 */
export function registeredPreEncodedEndpoints(): ReadonlyMap<EndpointKey, PreEncodedEndpoint> {
  return preEncodedEndpoints;
}

/** A route's `preValidation` for a signed-in user's operation: a guest is told to sign in (401) before the checks of what they sent. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  await requireUserId(request);
}

/**
 * Registers the operation `key` of the endpoint map: its method, path, query, body and answer come from the map,
 * the documentation from `options`. The handler returns the result; it is sent in the ok envelope.
 */
export function endpoint<K extends EndpointKey>(app: ApiApp, key: K, options: EndpointOptions, handler: EndpointHandler<K>): void {
  const [method, url] = key.split(' ') as [EndpointMethod, string];
  const { query, body, answer } = endpoints[key] as { query?: z.ZodType; body?: z.ZodType; answer: z.ZodType };
  const { preEncoded, ...docs } = options;
  if (preEncoded) preEncodedEndpoints.set(key, { encoding: preEncoded, example: docs.example });
  const send = preEncoded === 'cached' ? sendCachedOk : preEncoded === 'per-request' ? sendOk : null;
  app.route({
    method,
    url,
    schema: { ...docs, ...(query && { querystring: query }), ...(body && { body }), response: { 200: okEnvelope(answer) } },
    // A signed-in user's operation tells a guest to sign in (401) before it looks at what they sent.
    ...(docs.security === signedInOnly && { preValidation: requireSignedIn }),
    handler: async (request, reply) => {
      const result = await handler(request as unknown as EndpointRequest<K>, reply);
      return send ? send(request, reply, result as object) : ok(result);
    },
  });
}
