import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';
import { siteOrigin } from './site-origin.ts';

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

/**
 * The policy of every answer that is not a rendered page (API answers, files): no inline script at all. A page's
 * render replaces it with one carrying that render's nonce (apps/server web.ts); a nonce per API answer cost ~11 %
 * of a cached answer's CPU for nothing.
 */
const noInlineScriptPolicy = contentSecurityPolicy([]);

/** Security headers on every answer and a CSRF guard on state-changing requests (Origin / Sec-Fetch-Site). */
export async function registerSecurity(app: FastifyInstance, publicUrl: string | undefined): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', noInlineScriptPolicy);
    if (!unsafeMethods.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') throw forbidden('Запрос с другого сайта отклонён');
    const origin = request.headers.origin;
    if (!origin) return;
    if (origin !== siteOrigin(request, publicUrl)) throw forbidden('Запрос с другого сайта отклонён');
  });
}
