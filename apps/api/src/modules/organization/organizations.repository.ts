import type { Db } from '../../db/database.ts';

/** Organisations of company buyers (a user belongs to one; its main manager edits its requisites). */

export interface NewOrganization {
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  director: string;
  address: string;
  postalCode: string;
}

export async function insertOrganization(db: Db, org: NewOrganization, now: string): Promise<number> {
  const row = await db
    .insertInto('organizations')
    .values({
      parent_id: null,
      name: org.name,
      inn: org.inn,
      kpp: org.kpp,
      ogrn: org.ogrn,
      director: org.director,
      address: org.address,
      postal_code: org.postalCode,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrganization(
  db: Db,
  id: number,
  changes: { name: string; inn: string; kpp: string; ogrn: string; director: string },
): Promise<void> {
  await db.updateTable('organizations').set(changes).where('id', '=', id).execute();
}

/** The organisations a company user orders for: their own, and its child organisations when they are its main manager. */
export function organizationsOfUser(db: Db, user: { organizationId: number | null; isMainManager: boolean }) {
  const { organizationId } = user;
  if (organizationId === null) return Promise.resolve([]);
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'inn', 'kpp', 'ogrn', 'director', 'address'])
    .where((eb) => (user.isMainManager ? eb.or([eb('id', '=', organizationId), eb('parent_id', '=', organizationId)]) : eb('id', '=', organizationId)))
    .orderBy('id')
    .execute();
}
