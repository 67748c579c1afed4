import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', SEED: true, SEED_SKUS: 20_000, SHOWCASE: true, PAGE_CACHE: true });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.WEB_CONCURRENCY).toBe(os.availableParallelism());
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
  });

  it('reads values and flags', () => {
    const config = loadConfig({ PORT: '3999', DATA_DIR: '/tmp/x', SEED: '0', DATABASE_URL: 'postgres://u@h/db' });
    expect(config).toMatchObject({ PORT: 3999, dataDir: '/tmp/x', SEED: false, DATABASE_URL: 'postgres://u@h/db' });
  });

  it('stops with one clear line naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(/SEED/);
  });
});

/** Each variable: a value as it is written in the environment, what the config makes of it, and a value it refuses. */
const variables: Record<string, { value: string; parsed: unknown; bad?: string }> = {
  PORT: { value: '8080', parsed: 8080, bad: '70000' },
  HOST: { value: '127.0.0.1', parsed: '127.0.0.1' },
  DATA_DIR: { value: '/srv/store', parsed: '/srv/store' },
  DATABASE_URL: { value: 'postgresql://store@db.internal:5432/store', parsed: 'postgresql://store@db.internal:5432/store', bad: 'mysql://db/store' },
  PUBLIC_URL: { value: 'https://shop.example.ru', parsed: 'https://shop.example.ru', bad: 'shop.example.ru' },
  SMTP_URL: { value: 'smtps://user:secret@smtp.example.ru:465', parsed: 'smtps://user:secret@smtp.example.ru:465', bad: 'https://smtp.example.ru' },
  MAIL_FROM: { value: 'Магазин <shop@example.ru>', parsed: 'Магазин <shop@example.ru>', bad: 'x' },
  SALES_EMAIL: { value: 'b2b@example.ru', parsed: 'b2b@example.ru', bad: 'b2b' },
  UPLOADS_PENDING_MAX_MB: { value: '512', parsed: 512, bad: '0' },
  DADATA_TOKEN: { value: 'a1b2c3d4e5f6a7b8c9d0', parsed: 'a1b2c3d4e5f6a7b8c9d0', bad: 'short' },
  YOOKASSA_SHOP_ID: { value: '123456', parsed: '123456', bad: 'shop-1' },
  YOOKASSA_SECRET_KEY: { value: 'live_a1b2c3d4e5', parsed: 'live_a1b2c3d4e5', bad: 'short' },
  OPERATOR_TOKEN: { value: 'erp-exchange-token-0123456789abcdef', parsed: 'erp-exchange-token-0123456789abcdef', bad: 'short' },
  SEED: { value: 'off', parsed: false, bad: 'maybe' },
  SEED_SKUS: { value: '1000', parsed: 1000, bad: '10' },
  TRUST_PROXY: { value: 'loopback,10.0.0.0/8', parsed: 'loopback,10.0.0.0/8' },
  LOG_LEVEL: { value: 'warn', parsed: 'warn', bad: 'loud' },
  SHOWCASE: { value: '0', parsed: false, bad: 'hidden' },
  WEB_CONCURRENCY: { value: '4', parsed: 4, bad: '0' },
  PAGE_CACHE: { value: '0', parsed: false, bad: 'sometimes' },
};

describe('each configuration variable', () => {
  it('has its case here', () => {
    expect(Object.keys(variables).sort()).toEqual([...configVariables].sort());
  });

  it.each(Object.entries(variables))('%s is parsed, and a bad value refused by name', (name, { value, parsed, bad }) => {
    expect((loadConfig({ [name]: value }) as Record<string, unknown>)[name]).toEqual(parsed);
    if (bad !== undefined) expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });

  it('is listed in the README table and in .env.example, and nothing else is', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration')));
    expect([...table.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]).sort()).toEqual([...configVariables].sort());
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    expect([...example.matchAll(/^(?:# )?([A-Z_]+)=/gm)].map((match) => match[1]).sort()).toEqual([...configVariables].sort());
  });
});
