import type { Db } from '../db/database.ts';
import { defaultSettings } from '../modules/settings/default-settings.ts';
import { saveSettings } from '../modules/settings/settings.repository.ts';
import { seedCatalog } from './catalog/seed-catalog.ts';
import { wipeCatalogue } from './catalog/wipe.ts';
import { seedContent, seedLanding } from './content.ts';
import { seedKnowledge } from './knowledge.ts';
import { seedLeadForms } from './lead-forms.ts';
import { seedPromocodes } from './promocodes.ts';
import { seedPublications } from './publications.ts';
import { seedRegistrationContent } from './registration.ts';
import { seedUsers } from './users.ts';

export interface SeedOptions {
  /** How many SKUs the demo catalogue gets. */
  skus: number;
  /** No progress bar (tests). */
  quiet?: boolean;
}

/** The settings row marks a seeded store: it is written in the seed's transaction, so it never outlives a failed seed. */
export async function isSeeded(db: Db): Promise<boolean> {
  return (await db.selectFrom('settings').select('id').executeTakeFirst()) !== undefined;
}

/** Fills an empty database with the demo store, deterministically (fixed random seed), in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await saveSettings(trx, defaultSettings);
    await seedContent(trx);
    await seedKnowledge(trx);
    await seedLeadForms(trx);
    await seedRegistrationContent(trx);
    await seedCatalog(trx, options);
    await seedLanding(trx);
    await seedUsers(trx);
    await seedPromocodes(trx);
    await seedPublications(trx);
  });
}

/** A fresh demo catalogue in place of the current one (`npm run seed -- --force`), in one transaction. */
export async function reseedCatalogue(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await wipeCatalogue(trx);
    await seedCatalog(trx, options);
  });
}
