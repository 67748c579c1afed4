import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Db, DialectName } from './db/database.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { notFound } from './http/errors.ts';
import { registerSecurity } from './http/security.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { restoreRoutes } from './modules/auth/restore.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { drawingRoutes } from './modules/catalog/drawings/drawings.routes.ts';
import { registrationContentRoutes } from './modules/content/registration-content.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { registerSessions } from './modules/session/session.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { webformRoutes } from './modules/webform/webform.routes.ts';
import { createMailer, type Mailer } from './services/mailer.ts';

z.config(z.locales.ru());

export interface AppDeps {
  config: Config;
  db: Db;
  dialect: DialectName;
  /** E-mail; by default SMTP when SMTP_URL is set, else the outbox folder under DATA_DIR. */
  mailer?: Mailer;
  /** Where log lines go (the server picks readable lines at a terminal); default standard output as JSON. */
  logStream?: NodeJS.WritableStream;
}

/** The Fastify app: global plugins and the API under /api. The server adds web pages to the same instance. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(deps.logStream && { stream: deps.logStream }),
    },
    bodyLimit: 1024 * 1024,
    // Only the listed proxies (by default this machine, where the page server and a local proxy run) may name
    // the visitor's address: anyone else could forge X-Forwarded-For to slip past the per-address rate limits.
    trustProxy: deps.config.TRUST_PROXY,
    // The spec writes some paths without their trailing slash (`/DeliveryAddresses/getList`): both spellings answer.
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, deps.config.PUBLIC_URL);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  registerSessions(app, { db: deps.db, publicUrl: deps.config.PUBLIC_URL });
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: deps.config.SMTP_URL, from: deps.config.MAIL_FROM, outboxDir: path.join(deps.config.dataDir, 'outbox') });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', description: 'REST API магазина крепежа (spec §7)', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });

  await app.register(healthRoutes, { db: deps.db });
  await app.register(
    async (api) => {
      await api.register(settingsRoutes, deps);
      await api.register(contentRoutes, deps);
      await api.register(catalogRoutes, deps);
      await api.register(searchRoutes, deps);
      await api.register(drawingRoutes);
      await api.register(authRoutes, deps);
      await api.register(restoreRoutes, { db: deps.db, mailer });
      await api.register(userRoutes, { db: deps.db, mailer });
      await api.register(registrationContentRoutes, deps);
      await api.register(notificationsRoutes);
      await api.register(webformRoutes, { db: deps.db, mailer, salesEmail: deps.config.SALES_EMAIL });
      // Unknown API paths answer in the envelope, never fall through to the pages; not an endpoint to document.
      api.all('/*', { schema: { hide: true } }, async () => {
        throw notFound();
      });
    },
    { prefix: '/api' },
  );
  return app;
}
