import { type RegistrationContent, registrationContentSchema } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { bumpContentVersion } from '../data-versions/data-versions.ts';
import { defaultRegistrationContent } from './default-content.ts';

// Stored as a content block like the header and footer, under its own code.
const code = 'registration';

/** Unwritten (a store started with SEED=0): the default title without advantages. */
export async function getRegistrationContent(db: Db): Promise<RegistrationContent> {
  const row = await db.selectFrom('content_blocks').select('data').where('code', '=', code).executeTakeFirst();
  if (!row) return defaultRegistrationContent;
  return registrationContentSchema.parse(JSON.parse(row.data));
}

export async function saveRegistrationContent(db: Db, content: RegistrationContent): Promise<void> {
  const data = JSON.stringify(registrationContentSchema.parse(content));
  await db
    .insertInto('content_blocks')
    .values({ code, data })
    .onConflict((oc) => oc.column('code').doUpdateSet({ data }))
    .execute();
  await bumpContentVersion(db);
}
