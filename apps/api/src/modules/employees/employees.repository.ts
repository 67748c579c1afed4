import type { EmployeeEntry } from '@store/contracts';
import { type Db, onPostgres } from '../../db/database.ts';
import { type OrganizationViewer, visibleOrganizations } from '../organization/organizations.repository.ts';

/**
 * A company's employees: the users who belong (`user_organizations`) to the organisations a manager sees. The list
 * shows of each employee only the organisations the manager sees; one who belongs to another as well is not the
 * manager's to change.
 */

/** An employee as a manager sees them, with their home organisation (`users.organization_id`). */
export interface Employee extends EmployeeEntry {
  homeOrganizationId: number | null;
}

// In JavaScript, not SQL: the databases' collations order Cyrillic differently (ё, case).
const byName = new Intl.Collator('ru');

/** Everyone with a membership among the organisations the manager sees: one row per membership of theirs, seen or not. */
function membershipRows(db: Db, manager: OrganizationViewer, employeeId?: number) {
  const visible = visibleOrganizations(db, manager);
  if (!visible) return Promise.resolve([]);
  let query = visible
    .selectFrom('users as u')
    .innerJoin('user_organizations as m', 'm.user_id', 'u.id')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .leftJoin('visible as v', 'v.id', 'm.organization_id')
    .where('u.id', 'in', (eb) => eb.selectFrom('user_organizations as seen').innerJoin('visible', 'visible.id', 'seen.organization_id').select('seen.user_id'))
    .select((eb) => [
      'u.id',
      'u.fio',
      'u.position',
      'u.email',
      'u.phone',
      'u.is_manager',
      'u.is_main_manager',
      'u.is_active',
      'u.organization_id',
      // The hash itself never leaves the database.
      eb.case().when('u.password_hash', '=', '').then(1).else(0).end().as('is_invited'),
      'm.organization_id as membership_id',
      'o.name as membership_name',
      'v.id as seen_id',
    ])
    .orderBy('u.id')
    .orderBy('m.organization_id');
  if (employeeId !== undefined) query = query.where('u.id', '=', employeeId);
  return query.execute();
}

type MembershipRow = Awaited<ReturnType<typeof membershipRows>>[number];

/** One employee per user, the manager's seen organisations by id; the main manager(s) first, then by name and id. */
function toEmployees(rows: readonly MembershipRow[], managerId: number): Employee[] {
  const employees = new Map<number, Employee>();
  for (const row of rows) {
    let employee = employees.get(row.id);
    if (!employee) {
      const isSelf = row.id === managerId;
      const isMainManager = row.is_main_manager === 1;
      employee = {
        id: row.id,
        name: row.fio,
        position: row.position,
        email: row.email,
        phone: row.phone,
        is_manager: row.is_manager === 1,
        is_main_manager: isMainManager,
        is_active: row.is_active === 1,
        is_blocked: row.is_active !== 1,
        is_invited: Number(row.is_invited) === 1,
        organizations: [],
        editable: !isSelf && !isMainManager,
        is_self: isSelf,
        homeOrganizationId: row.organization_id,
      };
      employees.set(row.id, employee);
    }
    if (row.seen_id === null) employee.editable = false;
    else employee.organizations.push({ id: row.membership_id, name: row.membership_name });
  }
  return [...employees.values()].sort((a, b) => Number(b.is_main_manager) - Number(a.is_main_manager) || byName.compare(a.name, b.name) || a.id - b.id);
}

export async function listEmployees(db: Db, manager: OrganizationViewer): Promise<EmployeeEntry[]> {
  return toEmployees(await membershipRows(db, manager), manager.id).map(({ homeOrganizationId: _home, ...entry }) => entry);
}

/** The employee as the manager sees them, or undefined when they belong to none of the organisations the manager sees. */
export async function findEmployee(db: Db, manager: OrganizationViewer, id: number): Promise<Employee | undefined> {
  return toEmployees(await membershipRows(db, manager, id), manager.id)[0];
}

/** The company's personal manager (`users.manager_id`) of a user, whom the employees they add share. */
export async function personalManagerIdOf(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('manager_id').where('id', '=', userId).executeTakeFirst();
  return row?.manager_id ?? null;
}

export async function addMemberships(db: Db, userId: number, organizationIds: readonly number[]): Promise<void> {
  if (organizationIds.length === 0) return;
  await db
    .insertInto('user_organizations')
    .values(organizationIds.map((organizationId) => ({ user_id: userId, organization_id: organizationId })))
    .execute();
}

export async function replaceMemberships(db: Db, userId: number, organizationIds: readonly number[]): Promise<void> {
  await db.deleteFrom('user_organizations').where('user_id', '=', userId).execute();
  await addMemberships(db, userId, organizationIds);
}

export async function updateEmployee(
  db: Db,
  id: number,
  changes: { position: string; isManager: boolean; isActive: boolean; homeOrganizationId: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      position: changes.position,
      is_manager: changes.isManager ? 1 : 0,
      is_active: changes.isActive ? 1 : 0,
      organization_id: changes.homeOrganizationId,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Records an invitation sent `now` unless the last one was sent after `notAfter` (false: not recorded). One
 * statement, so two managers' clicks at once send one invitation.
 */
export async function markInvited(db: Db, id: number, now: string, notAfter: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('users')
    .set({ invited_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('invited_at', 'is', null), eb('invited_at', '<=', notAfter)]))
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/**
 * Locks the user's row against a new order of theirs (PostgreSQL: an order's insert waits for it, or it waits for an
 * order being placed; SQLite has one writer), so that an order cannot slip in between the check and the delete.
 */
export async function lockUserAgainstOrders(db: Db, id: number): Promise<void> {
  if (onPostgres(db)) await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
}

export async function hasOrders(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** Its memberships, baskets, favourites, addresses and codes go with it; messages and promo-code uses keep no user. */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
