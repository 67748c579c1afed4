import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@store/api/config';
import { openDatabase } from '@store/api/database';
import { afterAll, describe, expect, it } from 'vitest';
import { fullTextOf } from '../../api/src/modules/search/full-text.ts';
import { prepareDatabase } from './main.ts';

describe('prepareDatabase', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-prepare-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes the search documents a store lacks before any process serves', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, SEED_SKUS: '200', LOG_LEVEL: 'silent' });
    await prepareDatabase(config);
    const { db } = openDatabase({ sqliteFile: path.join(dataDir, 'store.db') });
    try {
      const fullText = fullTextOf(db);
      const found = await fullText.match(db, ['болт'], 10_000);
      expect(found.length).toBeGreaterThan(0);
      await fullText.clear(db);

      await prepareDatabase(config);
      expect(await fullText.match(db, ['болт'], 10_000)).toEqual(found);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
