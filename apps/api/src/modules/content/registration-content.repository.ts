import { type RegistrationContent, registrationContentSchema } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';

// Stored as a content block like the header and footer, under its own code.
const code = 'registration';

export async function getRegistrationContent(db: Db): Promise<RegistrationContent> {
  const row = await db.selectFrom('content_blocks').select('data').where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound('Содержимое не найдено');
  return registrationContentSchema.parse(JSON.parse(row.data));
}

export async function saveRegistrationContent(db: Db, content: RegistrationContent): Promise<void> {
  const data = JSON.stringify(registrationContentSchema.parse(content));
  await db
    .insertInto('content_blocks')
    .values({ code, data })
    .onConflict((oc) => oc.column('code').doUpdateSet({ data }))
    .execute();
}
