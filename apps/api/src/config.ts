import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** Environment, parsed once at start (ARCHITECTURE.md "Configuration"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'должен начинаться с postgres://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'должен начинаться с smtp:// или smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('КрепКомплект <noreply@krepkomplekt.ru>'),
  /** Where messages to a manager go when the sender has no personal manager (guests). */
  SALES_EMAIL: z.email().default('sales@krepkomplekt.ru'),
  /** Dadata's API key: organisation and address look-ups through Dadata; without it, from local data. */
  DADATA_TOKEN: z.string().min(10).optional(),
  /** YooKassa's shop id and secret key: online card payment through YooKassa; without them, the built-in test gateway. */
  YOOKASSA_SHOP_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'должен состоять из цифр')
    .optional(),
  YOOKASSA_SECRET_KEY: z.string().min(10).optional(),
  /**
   * The store operator's token, 32 characters or more without spaces: its ERP's exchange and its staff's tools call
   * /api/Operator/… with `Authorization: Bearer <token>`. Without it those answer 403.
   */
  OPERATOR_TOKEN: z.string().min(32).regex(/^\S+$/, 'не должен содержать пробелов').optional(),
  SEED: flag.default(true),
  SEED_SKUS: z.coerce.number().int().min(100).max(5_000_000).default(20_000),
  /** Proxies whose X-Forwarded-For/-Proto are believed (Fastify trustProxy: 'loopback', addresses, CIDRs). */
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Files uploaded to forms and not sent yet, all visitors together (MB): past it, uploads wait (503) for sends and the sweep. */
  UPLOADS_PENDING_MAX_MB: z.coerce.number().int().min(1).default(2048),
  /** Processes serving the one port (`npm start`): one per core by default; 1 serves in the starting process. */
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(() => os.availableParallelism()),
  /** The design-system showcase /_ui/ and the icon page /_icons/; off answers 404 there. */
  SHOWCASE: flag.default(true),
  /** The HTML cache of guests' pages (apps/server page-cache.ts); off renders every page (to measure rendering). */
  PAGE_CACHE: flag.default(true),
});

/** Every environment variable the store reads (README "Configuration" lists each). */
export const configVariables = Object.keys(envSchema.shape);

export type Config = z.infer<typeof envSchema> & { dataDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
