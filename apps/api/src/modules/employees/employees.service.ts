import crypto from 'node:crypto';
import { type EmployeeEntry, type EmployeePayload, type EmployeeUpdatePayload, normalizeEmail } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, HttpError, notFound, tooManyRequests, unprocessable } from '../../http/errors.ts';
import type { MailMessage } from '../../services/mailer.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { enqueue } from '../outbox/outbox.repository.ts';
import { organizationMessages } from '../organization/organization-messages.ts';
import { isCompanyManager, lockVisibleOrganization, lockVisibleOrganizations } from '../organization/organizations.repository.ts';
import { deleteUserSessions } from '../session/session.repository.ts';
import { assertLoginsFree } from '../user/logins.ts';
import { requireUser } from '../user/profile.service.ts';
import { insertUser, type UserRecord } from '../user/user.repository.ts';
import { employeeRefusals } from './employee-messages.ts';
import {
  addMemberships,
  deleteUser,
  type Employee,
  findEmployee,
  hasOrders,
  listEmployees,
  lockUserAgainstOrders,
  markInvited,
  personalManagerIdOf,
  replaceMemberships,
  updateEmployee,
} from './employees.repository.ts';

type Manager = UserRecord & { organizationId: number };

/** The signed-in company manager; anyone else is refused before anything of the company is read. */
async function requireManager(db: Db, userId: number): Promise<Manager> {
  const user = await requireUser(db, userId);
  if (user.organizationId === null || !isCompanyManager(user)) throw forbidden(employeeRefusals.managersOnly);
  return { ...user, organizationId: user.organizationId };
}

/** Every change first locks the manager's home organisation, so one manager's changes run one after another. */
async function lockHome(trx: Db, manager: Manager): Promise<void> {
  await lockVisibleOrganization(trx, manager, manager.organizationId);
}

/** Locks the chosen organisations (none is deleted meanwhile): 404 unless the manager sees every one. */
async function lockChosen(trx: Db, manager: Manager, organizationIds: readonly number[]): Promise<void> {
  const locked = await lockVisibleOrganizations(trx, manager, organizationIds);
  if (locked.length !== organizationIds.length) throw notFound(organizationMessages.notFound, { organizations: organizationMessages.notFound });
}

/** An employee the manager sees and may change: not themselves, not the main manager, no organisation out of view. */
async function requireEditable(trx: Db, manager: Manager, id: number, selfRefusal: string): Promise<Employee> {
  const employee = await findEmployee(trx, manager, id);
  if (!employee) throw notFound(employeeRefusals.notFound);
  if (employee.is_self) throw forbidden(selfRefusal);
  if (employee.is_main_manager) throw forbidden(employeeRefusals.mainManager);
  if (!employee.editable) throw forbidden(employeeRefusals.outsideView);
  return employee;
}

export async function employeeList(db: Db, userId: number): Promise<EmployeeEntry[]> {
  return listEmployees(db, await requireManager(db, userId));
}

function invitationMail(to: string, fio: string, manager: Manager, restoreLink: string): MailMessage {
  const company = manager.organization?.name ?? '';
  return {
    to,
    subject: 'Приглашение в личный кабинет',
    text:
      `Здравствуйте, ${fio}!\n\n${manager.fio} приглашает вас в личный кабинет компании ${company} в нашем магазине.\n` +
      `Чтобы войти, задайте пароль: откройте ${restoreLink} и запросите код на этот email (${to}).`,
  };
}

/** A manager may send an employee's invitation again after this long. */
export const reinviteIntervalMs = 60_000;

/**
 * Queues the invitation (in the caller's transaction: the outbox sends it, retrying) and records when, unless one was
 * sent within `reinviteIntervalMs` (429).
 */
async function sendInvitation(trx: Db, manager: Manager, employee: { id: number; email: string; name: string }, restoreUrl: string): Promise<void> {
  const now = new Date();
  const notAfter = new Date(now.getTime() - reinviteIntervalMs).toISOString();
  if (!(await markInvited(trx, employee.id, now.toISOString(), notAfter))) throw tooManyRequests(employeeRefusals.inviteTooSoon);
  const invitation = invitationMail(employee.email, employee.name, manager, `${restoreUrl}?email=${encodeURIComponent(employee.email)}`);
  await enqueue(trx, [{ kind: 'email', payload: invitation }], now.toISOString());
}

/**
 * A new employee of the organisations chosen (the first is their home), who has no password: the invitation, queued
 * in the same transaction (the outbox sends it, retrying), sends them to the restore page to set one. Their personal
 * manager is the company's.
 */
export async function addEmployee(deps: { db: Db; outbox: OutboxWorker }, userId: number, payload: EmployeePayload, restoreUrl: string): Promise<void> {
  const email = normalizeEmail(payload.email);
  const { phone, organizations } = payload;
  const fio = payload.fio.replace(/\s+/g, ' ');
  try {
    await deps.db.transaction().execute(async (trx) => {
      const manager = await requireManager(trx, userId);
      await lockHome(trx, manager);
      await lockChosen(trx, manager, organizations);
      await assertLoginsFree(trx, { email, phone });
      const [home, ...others] = organizations as [number, ...number[]];
      const id = await insertUser(
        trx,
        {
          fid: crypto.randomUUID(),
          userType: 'legal',
          fio,
          email,
          phone,
          passwordHash: '',
          managerId: await personalManagerIdOf(trx, manager.id),
          organizationId: home,
          isMainManager: false,
          isManager: payload.is_manager,
          position: payload.position,
        },
        new Date().toISOString(),
      );
      await addMemberships(trx, id, others);
      await sendInvitation(trx, manager, { id, email, name: fio }, restoreUrl);
    });
  } catch (error) {
    // The same e-mail added twice at once: the unique index decides, and the loser gets the same 409.
    if (!(error instanceof HttpError)) await assertLoginsFree(deps.db, { email, phone });
    throw error;
  }
  deps.outbox.wake();
}

/**
 * The invitation again, for an employee who has not set a password yet (the first mail lost, or its link too old):
 * not to one who has, nor to a blocked one, nor more often than once a minute.
 */
export async function reinviteEmployee(deps: { db: Db; outbox: OutboxWorker }, userId: number, id: number, restoreUrl: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const manager = await requireManager(trx, userId);
    const employee = await requireEditable(trx, manager, id, employeeRefusals.inviteSelf);
    if (!employee.is_invited) throw conflict(employeeRefusals.alreadyJoined);
    if (employee.is_blocked) throw conflict(employeeRefusals.inviteBlocked);
    await sendInvitation(trx, manager, employee, restoreUrl);
  });
  deps.outbox.wake();
}

/**
 * Changes an employee's position, manager's flag, access and organisations (the home one stays if still chosen,
 * otherwise the first chosen becomes it). Access switched off ends every session of theirs at once.
 */
export async function editEmployee(db: Db, userId: number, payload: EmployeeUpdatePayload): Promise<void> {
  const { id, organizations } = payload;
  await db.transaction().execute(async (trx) => {
    const manager = await requireManager(trx, userId);
    await lockHome(trx, manager);
    const employee = await requireEditable(trx, manager, id, employeeRefusals.updateSelf);
    await lockChosen(trx, manager, organizations);
    const home = employee.homeOrganizationId;
    const homeOrganizationId = home !== null && organizations.includes(home) ? home : organizations[0]!;
    const changes = { position: payload.position, isManager: payload.is_manager, isActive: payload.is_active, homeOrganizationId };
    await updateEmployee(trx, id, changes, new Date().toISOString());
    await replaceMemberships(trx, id, organizations);
    if (!payload.is_active) await deleteUserSessions(trx, id);
  });
}

/** Deletes an employee without orders (an order goes with its user: such an employee is blocked instead). */
export async function removeEmployee(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const manager = await requireManager(trx, userId);
    await lockHome(trx, manager);
    await requireEditable(trx, manager, id, employeeRefusals.deleteSelf);
    await lockUserAgainstOrders(trx, id);
    if (await hasOrders(trx, id)) throw unprocessable(employeeRefusals.hasOrders);
    // Sessions do not cascade: a deleted user's sessions would keep their id.
    await deleteUserSessions(trx, id);
    await deleteUser(trx, id);
  });
}
