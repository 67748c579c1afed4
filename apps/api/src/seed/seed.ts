import type { Db } from '../db/database.ts';
import { saveSettings } from '../modules/settings/settings.repository.ts';
import { seedCatalog } from './catalog/seed-catalog.ts';
import { seedContent } from './content.ts';
import { seedPromocodes } from './promocodes.ts';
import { seedRegistrationContent } from './registration.ts';
import { defaultSettings } from '../modules/settings/default-settings.ts';
import { seedUsers } from './users.ts';

export interface SeedOptions {
  /** How many SKUs the demo catalogue gets. */
  skus: number;
  /** No progress bar (tests). */
  quiet?: boolean;
}

export async function isSeeded(db: Db): Promise<boolean> {
  return (await db.selectFrom('settings').select('id').executeTakeFirst()) !== undefined;
}

/** Fills an empty database with the demo store, deterministically (fixed random seed). */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await saveSettings(db, defaultSettings);
  await seedContent(db);
  await seedRegistrationContent(db);
  await seedCatalog(db, options);
  await seedUsers(db);
  await seedPromocodes(db);
}
