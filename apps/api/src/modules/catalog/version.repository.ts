import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function getCatalogVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

/** Every write to categories, products or stocks ends with this, so that all app processes drop their caches. */
export async function bumpCatalogVersion(db: Db): Promise<void> {
  await db.updateTable('catalog_state').set({ version: sql`version + 1` }).where('id', '=', 1).execute();
}
