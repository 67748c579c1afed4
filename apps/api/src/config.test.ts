import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', SEED: true, SEED_SKUS: 20_000 });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
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
