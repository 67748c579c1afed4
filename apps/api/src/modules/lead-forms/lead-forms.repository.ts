import { type LeadForm, leadFormSchema } from '@store/contracts';
import type { Db } from '../../db/database.ts';

export async function findLeadForm(db: Db, code: string): Promise<LeadForm | undefined> {
  const row = await db.selectFrom('lead_forms').select('data').where('code', '=', code).executeTakeFirst();
  return row ? leadFormSchema.parse(JSON.parse(row.data)) : undefined;
}

export async function listLeadFormCodes(db: Db): Promise<string[]> {
  return (await db.selectFrom('lead_forms').select('code').orderBy('code').execute()).map((row) => row.code);
}

/** Saves a definition after checking it: a broken one never reaches the buyers. */
export async function saveLeadForm(db: Db, form: LeadForm): Promise<void> {
  const data = JSON.stringify(leadFormSchema.parse(form));
  await db
    .insertInto('lead_forms')
    .values({ code: form.form_code, data })
    .onConflict((conflict) => conflict.column('code').doUpdateSet({ data }))
    .execute();
}
