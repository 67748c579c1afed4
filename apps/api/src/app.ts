import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Db, DialectName } from './db/database.ts';
import { answerClientError } from './http/client-error.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { notFound } from './http/errors.ts';
import { registerOpenApi } from './http/openapi/openapi.ts';
import { rejectNulCharacters } from './http/nul-guard.ts';
import { registerSecurity } from './http/security.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { multiBasketRoutes } from './modules/basket/multi-basket.routes.ts';
import { restoreRoutes } from './modules/auth/restore.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { listingIndexCache } from './modules/catalog/listing-index-cache.ts';
import { documentRoutes } from './modules/catalog/documents/documents.routes.ts';
import { drawingRoutes } from './modules/catalog/drawings/drawings.routes.ts';
import { orderInvoiceRoutes } from './modules/orders/order-invoice.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { startOutboxWorker } from './modules/outbox/outbox-worker.ts';
import { createLookups } from './modules/dadata/create-lookups.ts';
import { dadataRoutes } from './modules/dadata/dadata.routes.ts';
import type { Lookups } from './modules/dadata/lookups.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { priceListsRoutes } from './modules/price-lists/price-lists.routes.ts';
import { deliveryAddressesRoutes } from './modules/delivery-addresses/delivery-addresses.routes.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { organizationsRoutes } from './modules/organization/organizations.routes.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { testGatewayRoutes } from './modules/payment/test-gateway.routes.ts';
import { testGatewayProvider } from './modules/payment/test-gateway.ts';
import type { OnlinePayments } from './modules/payment/online-payment.service.ts';
import type { PaymentProvider } from './services/payments/payment-provider.ts';
import { yookassaProvider } from './services/payments/yookassa.ts';
import crypto from 'node:crypto';
import { registrationContentRoutes } from './modules/content/registration-content.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { type DataVersions, startDataVersions } from './modules/data-versions/data-versions.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { promocodeRoutes } from './modules/promocode/promocode.routes.ts';
import { publicationsRoutes } from './modules/publications/publications.routes.ts';
import { quickOrderRoutes } from './modules/quick-order/quick-order.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { registerSessions } from './modules/session/session.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { webformRoutes } from './modules/webform/webform.routes.ts';
import { createMailer, type Mailer } from './services/mailer.ts';
import { siteOrigin } from './http/site-origin.ts';
import { useRussianMessages } from './http/zod-messages.ts';

export { contentSecurityPolicy } from './http/security.ts';
export { HttpError } from './http/errors.ts';
/** Search documents missing from the store, written before it serves (the server's start). */
export { ensureSearchDocuments } from './modules/search/search-documents.ts';

useRussianMessages();

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue and content versions as this process knows them (modules/data-versions/data-versions.ts). */
    dataVersions: DataVersions;
    /** Whether every answer reflects the current data versions (false while the listing index is rebuilt): apps/server's page cache stores only then. */
    dataSettled(): boolean;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  dialect: DialectName;
  /** E-mail; by default SMTP when SMTP_URL is set, else the outbox folder under DATA_DIR. */
  mailer?: Mailer;
  /** Organisation and address look-ups; by default Dadata's API when DADATA_TOKEN is set, else local data. */
  lookups?: Lookups;
  /** Online card payment; by default YooKassa when its shop id and key are set, else the built-in test gateway. */
  paymentProvider?: PaymentProvider;
  /** The built-in test gateway's signing secret; by default a random one per process (tests set theirs to sign notifications). */
  testGatewaySecret?: string;
  /** Where log lines go (the server picks readable lines at a terminal); default standard output as JSON. */
  logStream?: NodeJS.WritableStream;
  /** The outbox worker's timing (tests shorten the retry pause). */
  outbox?: { pollMs?: number; retryBaseMs?: number };
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
    // A JSON body with __proto__ or constructor.prototype keys is refused (400), never parsed (Fastify's default, kept explicit).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Only the listed proxies (by default this machine, where the page server and a local proxy run) may name
    // the visitor's address: anyone else could forge X-Forwarded-For to slip past the per-address rate limits.
    trustProxy: deps.config.TRUST_PROXY,
    // The spec writes some paths without their trailing slash (`/DeliveryAddresses/getList`): both spellings answer.
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    return503OnClosing: false,
    // Refusals before a route is found (Node's parser, Fastify's router) answer in the envelope like the rest.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const dataVersions = await startDataVersions(deps.db, (error) => app.log.warn({ err: error }, 'data versions check failed'));
  app.decorate('dataVersions', { current: dataVersions.current, onChange: dataVersions.onChange });
  app.addHook('onClose', () => dataVersions.stop());
  const listingIndex = listingIndexCache(deps.db);
  app.decorate('dataSettled', () => listingIndex.isCurrent());

  await registerSecurity(app, deps.config.PUBLIC_URL);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  registerSessions(app, { db: deps.db, publicUrl: deps.config.PUBLIC_URL });
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: deps.config.SMTP_URL, from: deps.config.MAIL_FROM, outboxDir: path.join(deps.config.dataDir, 'outbox') });
  await registerOpenApi(app);
  // E-mails written by committed transactions leave from here, with retries (ARCHITECTURE.md "Orders").
  const outbox = startOutboxWorker({ db: deps.db, mailer, log: app.log, ...deps.outbox });
  app.addHook('onClose', () => outbox.stop());
  app.decorate('outbox', outbox);

  // The test gateway signs its notifications with a secret of this process: it notifies this same process.
  const testGatewaySecret = deps.testGatewaySecret ?? crypto.randomBytes(32).toString('hex');
  const { YOOKASSA_SHOP_ID: shopId, YOOKASSA_SECRET_KEY: secretKey } = deps.config;
  const payments: OnlinePayments = {
    provider: deps.paymentProvider ?? (shopId && secretKey ? yookassaProvider({ shopId, secretKey }) : testGatewayProvider(deps.db, testGatewaySecret)),
    returnBase: (request) => siteOrigin(request, deps.config.PUBLIC_URL),
  };

  await app.register(healthRoutes, { db: deps.db });
  await app.register(
    async (api) => {
      // The API reads JSON (and multipart where a route says so); a text/plain body is one a cross-site form can send.
      api.removeContentTypeParser('text/plain');
      api.addHook('preHandler', rejectNulCharacters);
      await api.register(settingsRoutes, deps);
      await api.register(contentRoutes, deps);
      await api.register(catalogRoutes, deps);
      await api.register(searchRoutes, deps);
      await api.register(drawingRoutes);
      await api.register(documentRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(restoreRoutes, { db: deps.db, mailer });
      await api.register(userRoutes, { db: deps.db, mailer });
      await api.register(registrationContentRoutes, deps);
      await api.register(notificationsRoutes, deps);
      await api.register(webformRoutes, {
        db: deps.db,
        mailer,
        outbox,
        salesEmail: deps.config.SALES_EMAIL,
        dataDir: deps.config.dataDir,
        pendingUploadsMaxBytes: deps.config.UPLOADS_PENDING_MAX_MB * 1024 ** 2,
      });
      await api.register(basketRoutes, deps);
      await api.register(multiBasketRoutes, deps);
      await api.register(promocodeRoutes, deps);
      await api.register(favouritesRoutes, deps);
      await api.register(deliveryRoutes, deps);
      await api.register(paymentRoutes, { db: deps.db, payments, outbox, salesEmail: deps.config.SALES_EMAIL });
      if (payments.provider.name === 'test') await api.register(testGatewayRoutes, { db: deps.db, secret: testGatewaySecret });
      await api.register(ordersRoutes, {
        db: deps.db,
        outbox,
        payments,
        salesEmail: deps.config.SALES_EMAIL,
        publicUrl: deps.config.PUBLIC_URL,
      });
      await api.register(orderInvoiceRoutes, { db: deps.db });
      await api.register(operatorRoutes, { db: deps.db, outbox, publicUrl: deps.config.PUBLIC_URL, operatorToken: deps.config.OPERATOR_TOKEN });
      await api.register(dadataRoutes, { db: deps.db, lookups: deps.lookups ?? createLookups(deps.config.DADATA_TOKEN, app.log) });
      await api.register(deliveryAddressesRoutes, deps);
      await api.register(organizationsRoutes, deps);
      await api.register(employeesRoutes, { db: deps.db, outbox, publicUrl: deps.config.PUBLIC_URL });
      await api.register(quickOrderRoutes, deps);
      await api.register(publicationsRoutes, deps);
      await api.register(dashboardRoutes, deps);
      await api.register(priceListsRoutes, { db: deps.db, dataDir: deps.config.dataDir, publicUrl: deps.config.PUBLIC_URL });
      // Unknown API paths answer in the envelope, never fall through to the pages; not an endpoint to document.
      api.all('/*', { schema: { hide: true } }, async () => {
        throw notFound();
      });
    },
    { prefix: '/api' },
  );
  return app;
}
