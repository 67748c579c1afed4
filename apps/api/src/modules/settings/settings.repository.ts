import { type Settings, settingsSchema } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';

export async function getSettings(db: Db): Promise<Settings> {
  const row = await db.selectFrom('settings').select('data').where('id', '=', 1).executeTakeFirst();
  if (!row) throw notFound('Настройки магазина не заданы');
  return settingsSchema.parse(JSON.parse(row.data));
}

export async function saveSettings(db: Db, settings: Settings): Promise<void> {
  const data = JSON.stringify(settingsSchema.parse(settings));
  await db
    .insertInto('settings')
    .values({ id: 1, data })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data }))
    .execute();
}
