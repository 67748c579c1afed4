import type { OrganizationEntry } from '@store/contracts';
import type { QueryCreator } from 'kysely';
import { type Db, onPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Organisations of company buyers: a company's head organisation and those under it (`parent_id`, at any depth).
 * A user belongs to one or more (`user_organizations`; `users.organization_id` is their home organisation, always one
 * of them); what they see of the tree depends on who they are (`visibleOrganizations`).
 */

export interface NewOrganization {
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  director: string;
  address: string;
  postalCode: string;
  /** The organisation it goes under; none (a company's head) unless given. */
  parentId?: number | null;
}

/** Who asks: what decides the organisations they see and may change. */
export interface OrganizationViewer {
  id: number;
  userType: string;
  organizationId: number | null;
  isManager: boolean;
  isMainManager: boolean;
}

/** A company user: a legal entity's user with an organisation. */
export const isCompanyUser = (user: OrganizationViewer): boolean => user.userType === 'legal' && user.organizationId !== null;

/** A company user who is its manager (or main manager): sees and changes the organisations below their own. */
export const isCompanyManager = (user: OrganizationViewer): boolean => isCompanyUser(user) && (user.isManager || user.isMainManager);

/**
 * The organisations the user sees, as the CTE `visible(id)`: a company manager those they belong to and every
 * organisation below any of them at any depth, any other company user those they belong to only, anyone else none
 * (null). UNION, not UNION ALL: a cycle in `parent_id` (none can be made through the API) would end the recursion
 * instead of looping, and an organisation below two of theirs comes once.
 */
export function visibleOrganizations(db: Db, user: OrganizationViewer): QueryCreator<Database & { visible: { id: number } }> | null {
  if (!isCompanyUser(user)) return null;
  if (!isCompanyManager(user)) {
    return db.with('visible', (qb) => qb.selectFrom('user_organizations').select('organization_id as id').where('user_id', '=', user.id));
  }
  return db.withRecursive('visible(id)', (qb) =>
    qb
      .selectFrom('user_organizations')
      .select('organization_id as id')
      .where('user_id', '=', user.id)
      .union(qb.selectFrom('organizations as child').innerJoin('visible', 'visible.id', 'child.parent_id').select('child.id')),
  );
}

/**
 * The organisations the user sees with their counts: their own first, then by id (the order they were added in, so a
 * parent always comes before the organisations under it; the same on both databases and unchanged by a rename).
 * Employees and orders are counted by grouped subqueries over the visible organisations, in the one query.
 */
export async function listOrganizations(db: Db, user: OrganizationViewer): Promise<OrganizationEntry[]> {
  const visible = visibleOrganizations(db, user);
  if (!visible) return [];
  const rows = await visible
    .selectFrom('organizations as o')
    .innerJoin('visible as v', 'v.id', 'o.id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('user_organizations as m')
          .innerJoin('visible', 'visible.id', 'm.organization_id')
          .select((count) => ['m.organization_id as organization_id', count.fn.countAll<number>().as('count')])
          .groupBy('m.organization_id')
          .as('employee_counts'),
      (join) => join.onRef('employee_counts.organization_id', '=', 'o.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('orders')
          .innerJoin('visible', 'visible.id', 'orders.organization_id')
          .select((count) => ['orders.organization_id as organization_id', count.fn.countAll<number>().as('count')])
          .groupBy('orders.organization_id')
          .as('order_counts'),
      (join) => join.onRef('order_counts.organization_id', '=', 'o.id'),
    )
    .select([
      'o.id',
      'o.name',
      'o.inn',
      'o.kpp',
      'o.ogrn',
      'o.director',
      'o.address',
      'o.postal_code',
      'o.parent_id',
      'employee_counts.count as employees_count',
      'order_counts.count as orders_count',
    ])
    .orderBy((eb) => eb.case().when('o.id', '=', user.organizationId).then(0).else(1).end())
    .orderBy('o.id')
    .execute();
  return rows.map(({ parent_id: parentId, employees_count: employees, orders_count: orders, ...row }) => ({
    ...row,
    parent_organization: parentId,
    employees_count: Number(employees ?? 0),
    orders_count: Number(orders ?? 0),
    is_own: row.id === user.organizationId,
  }));
}

/**
 * The organisations a company user orders for (the checkout's choice): the ones they see in the profile's list
 * (`listOrganizations`), in its order, so the two agree. None for anyone but a company user.
 */
export async function organizationsOfUser(db: Db, user: OrganizationViewer) {
  const visible = visibleOrganizations(db, user);
  if (!visible) return [];
  return visible
    .selectFrom('organizations as o')
    .innerJoin('visible as v', 'v.id', 'o.id')
    .select(['o.id', 'o.name', 'o.inn', 'o.kpp', 'o.ogrn', 'o.director', 'o.address'])
    .orderBy((eb) => eb.case().when('o.id', '=', user.organizationId).then(0).else(1).end())
    .orderBy('o.id')
    .execute();
}

/**
 * Row-locks one of the organisations the user sees (PostgreSQL; SQLite has one writer) and answers it, or undefined
 * when they do not see it (nothing is locked then). Changes lock the user's own organisation first, then the one they
 * change: an organisation is always added after those above it, so every transaction locks in the same direction.
 */
export async function lockVisibleOrganization(db: Db, user: OrganizationViewer, id: number): Promise<{ id: number; parent_id: number | null } | undefined> {
  const visible = visibleOrganizations(db, user);
  if (!visible) return undefined;
  let query = visible
    .selectFrom('organizations')
    .select(['id', 'parent_id'])
    .where('id', '=', id)
    .where('id', 'in', (eb) => eb.selectFrom('visible').select('visible.id'));
  if (onPostgres(db)) query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

/**
 * Row-locks those of `ids` the user sees, as `lockVisibleOrganization` locks one, and answers their ids. In id order,
 * so two such locks of overlapping sets do not deadlock; while locked, none of them is deleted under the caller, who
 * adds people to them.
 */
export async function lockVisibleOrganizations(db: Db, user: OrganizationViewer, ids: readonly number[]): Promise<number[]> {
  const visible = visibleOrganizations(db, user);
  if (!visible || ids.length === 0) return [];
  let query = visible
    .selectFrom('organizations')
    .select('id')
    .where('id', 'in', ids)
    .where('id', 'in', (eb) => eb.selectFrom('visible').select('visible.id'))
    .orderBy('id');
  if (onPostgres(db)) query = query.forNoKeyUpdate();
  return (await query.execute()).map((row) => row.id);
}

/** Whether one of the organisations the user sees, other than `exceptId`, has this ИНН and КПП. */
export async function hasVisibleRequisites(db: Db, user: OrganizationViewer, requisites: { inn: string; kpp: string }, exceptId?: number): Promise<boolean> {
  const visible = visibleOrganizations(db, user);
  if (!visible) return false;
  let query = visible
    .selectFrom('organizations as o')
    .innerJoin('visible as v', 'v.id', 'o.id')
    .select('o.id')
    .where('o.inn', '=', requisites.inn)
    .where('o.kpp', '=', requisites.kpp);
  if (exceptId !== undefined) query = query.where('o.id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function hasChildOrganizations(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('organizations').select('id').where('parent_id', '=', id).executeTakeFirst()) !== undefined;
}

/** Whether anyone belongs to the organisation (as their home organisation or another one of theirs). */
export async function hasEmployees(db: Db, organizationId: number): Promise<boolean> {
  return (await db.selectFrom('user_organizations').select('user_id').where('organization_id', '=', organizationId).executeTakeFirst()) !== undefined;
}

export async function insertOrganization(db: Db, org: NewOrganization, now: string): Promise<number> {
  const row = await db
    .insertInto('organizations')
    .values({
      parent_id: org.parentId ?? null,
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

/** Changes an organisation's requisites (never its parent); the address and postal code only when given. */
export async function updateOrganization(
  db: Db,
  id: number,
  changes: { name: string; inn: string; kpp: string; ogrn: string; director: string; address?: string; postal_code?: string },
): Promise<void> {
  await db.updateTable('organizations').set(changes).where('id', '=', id).execute();
}

/** Its orders keep their organisation's name (orders.organization_id is set to null). */
export async function deleteOrganization(db: Db, id: number): Promise<void> {
  await db.deleteFrom('organizations').where('id', '=', id).execute();
}
