import type { Db } from '../../db/database.ts';

/** A user with what the profile shows of their organisation and personal manager. */
export interface UserRecord {
  id: number;
  fid: string;
  userType: string;
  fio: string;
  email: string;
  phone: string;
  photo: string | null;
  isManager: boolean;
  isMainManager: boolean;
  organizationId: number | null;
  organization: { name: string; inn: string; kpp: string; ogrn: string; director: string } | null;
  manager: { fio: string; email: string; phone: string } | null;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organization_id')
    .leftJoin('managers as m', 'm.id', 'u.manager_id')
    .select([
      'u.id',
      'u.fid',
      'u.user_type',
      'u.fio',
      'u.email',
      'u.phone',
      'u.photo',
      'u.is_manager',
      'u.is_main_manager',
      'u.organization_id',
      'o.name as org_name',
      'o.inn as org_inn',
      'o.kpp as org_kpp',
      'o.ogrn as org_ogrn',
      'o.director as org_director',
      'm.fio as manager_fio',
      'm.email as manager_email',
      'm.phone as manager_phone',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    fid: row.fid,
    userType: row.user_type,
    fio: row.fio,
    email: row.email,
    phone: row.phone,
    photo: row.photo,
    isManager: row.is_manager === 1,
    isMainManager: row.is_main_manager === 1,
    organizationId: row.organization_id,
    organization:
      row.org_name === null
        ? null
        : { name: row.org_name, inn: row.org_inn ?? '', kpp: row.org_kpp ?? '', ogrn: row.org_ogrn ?? '', director: row.org_director ?? '' },
    manager: row.manager_fio === null ? null : { fio: row.manager_fio, email: row.manager_email ?? '', phone: row.manager_phone ?? '' },
  };
}

export interface Credentials {
  id: number;
  passwordHash: string;
}

/** Logins are stored normalised (lower-case e-mail, phone as 8XXXXXXXXXX), so lookups are exact. */
export async function findCredentials(db: Db, by: 'email' | 'phone', login: string): Promise<Credentials | undefined> {
  const row = await db.selectFrom('users').select(['id', 'password_hash']).where(by, '=', login).orderBy('id').executeTakeFirst();
  return row && { id: row.id, passwordHash: row.password_hash };
}

/** False once a company manager has blocked the user (or the user is gone). */
export async function isActiveUser(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('is_active').where('id', '=', id).executeTakeFirst();
  return row?.is_active === 1;
}

export async function isTaken(db: Db, by: 'email' | 'phone', value: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(by, '=', value);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The personal manager with the fewest clients, so new buyers spread evenly. */
export async function leastBusyManagerId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('managers as m')
    .leftJoin('users as u', 'u.manager_id', 'm.id')
    .select(['m.id', (eb) => eb.fn.count<number>('u.id').as('clients')])
    .groupBy('m.id')
    .orderBy('clients')
    .orderBy('m.id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface NewUser {
  fid: string;
  userType: 'individual' | 'legal';
  fio: string;
  email: string;
  phone: string;
  passwordHash: string;
  managerId: number | null;
  organizationId: number | null;
  isMainManager: boolean;
  /** A manager who is not the main one (an employee a manager adds as one); the main manager is always a manager. */
  isManager?: boolean;
  position?: string;
}

/** The user and, when they have an organisation, their membership of it (run it in the caller's transaction). */
export async function insertUser(db: Db, user: NewUser, now: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      fid: user.fid,
      user_type: user.userType,
      fio: user.fio,
      email: user.email,
      phone: user.phone,
      password_hash: user.passwordHash,
      photo: null,
      manager_id: user.managerId,
      organization_id: user.organizationId,
      is_manager: user.isMainManager || user.isManager ? 1 : 0,
      is_main_manager: user.isMainManager ? 1 : 0,
      position: user.position ?? '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (user.organizationId !== null) await db.insertInto('user_organizations').values({ user_id: row.id, organization_id: user.organizationId }).execute();
  return row.id;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: { fio?: string; phone?: string; email?: string; passwordHash?: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(changes.fio !== undefined && { fio: changes.fio }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      ...(changes.email !== undefined && { email: changes.email }),
      ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}
