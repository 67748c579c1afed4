import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce for the inline scripts of server-rendered pages. */
    cspNonce: string;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The pages' policy; scripts from our origin plus the given sources (a nonce, or hashes for a cached page: apps/server page-cache.ts). */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(' ')}`,
    // Inline style attributes come from React props; no nonce here, or browsers would ignore 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Security headers on every answer and a CSRF guard on state-changing requests (Origin / Sec-Fetch-Site). */
export async function registerSecurity(app: FastifyInstance, publicUrl: string | undefined): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;

  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.header('content-security-policy', contentSecurityPolicy([`'nonce-${request.cspNonce}'`]));
    if (!unsafeMethods.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') throw forbidden('Запрос с другого сайта отклонён');
    const origin = request.headers.origin;
    if (!origin) return;
    const allowed = publicOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== allowed) throw forbidden('Запрос с другого сайта отклонён');
  });
}
