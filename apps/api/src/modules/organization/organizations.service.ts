import type { OrganizationEntry, OrganizationPayload, OrganizationUpdatePayload } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { requireUser } from '../user/profile.service.ts';
import { organizationMessages } from './organization-messages.ts';
import {
  deleteOrganization,
  hasChildOrganizations,
  hasEmployees,
  hasVisibleRequisites,
  insertOrganization,
  isCompanyManager,
  listOrganizations,
  lockVisibleOrganization,
  type OrganizationViewer,
  updateOrganization,
} from './organizations.repository.ts';

/** The organisations the user sees (see `listOrganizations`); none for an individual buyer. */
export async function organizationList(db: Db, userId: number): Promise<OrganizationEntry[]> {
  return listOrganizations(db, await requireUser(db, userId));
}

/**
 * Locks the user's own organisation, then `id` among those they see (404 otherwise): changes by users of one company
 * run one after the other, and a parent cannot go while an organisation is added under it.
 */
async function lockForChange(trx: Db, user: OrganizationViewer & { organizationId: number }, id: number) {
  await lockVisibleOrganization(trx, user, user.organizationId);
  const organization = await lockVisibleOrganization(trx, user, id);
  if (!organization) throw notFound(organizationMessages.notFound);
  return organization;
}

/**
 * A new organisation under one the manager sees: a main manager's goes under their own when `parent_id` is left out,
 * any other manager must choose. ИНН and КПП must not repeat among the organisations the user sees.
 */
export async function addOrganization(db: Db, userId: number, payload: OrganizationPayload): Promise<void> {
  const { parent_id: parentChoice, postal_code: postalCode, ...fields } = payload;
  await db.transaction().execute(async (trx) => {
    const user = await requireUser(trx, userId);
    const own = user.organizationId;
    if (own === null || !isCompanyManager(user)) throw forbidden(organizationMessages.addManagersOnly);
    if ((parentChoice ?? null) === null && !user.isMainManager) {
      throw badRequest(organizationMessages.chooseParent, { parent_id: organizationMessages.chooseParent });
    }
    const parent = await lockForChange(trx, { ...user, organizationId: own }, parentChoice ?? own);
    if (await hasVisibleRequisites(trx, user, fields)) throw conflict(organizationMessages.duplicate, { inn: organizationMessages.duplicate });
    await insertOrganization(trx, { ...fields, postalCode, parentId: parent.id }, new Date().toISOString());
  });
}

/** Changes the requisites of one the manager sees; their own only when they are the main manager. The parent stays. */
export async function editOrganization(db: Db, userId: number, payload: OrganizationUpdatePayload): Promise<void> {
  const { id, ...changes } = payload;
  await db.transaction().execute(async (trx) => {
    const user = await requireUser(trx, userId);
    const own = user.organizationId;
    if (own === null || !isCompanyManager(user)) throw forbidden(organizationMessages.updateManagersOnly);
    await lockForChange(trx, { ...user, organizationId: own }, id);
    if (id === own && !user.isMainManager) throw forbidden(organizationMessages.ownMainManagerOnly);
    if (await hasVisibleRequisites(trx, user, changes, id)) throw conflict(organizationMessages.duplicate, { inn: organizationMessages.duplicate });
    await updateOrganization(trx, id, changes);
  });
}

/** Deletes one the manager sees: not their own, none under it, no employees. Its orders keep the organisation's name. */
export async function removeOrganization(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await requireUser(trx, userId);
    const own = user.organizationId;
    if (own === null || !isCompanyManager(user)) throw forbidden(organizationMessages.deleteManagersOnly);
    await lockForChange(trx, { ...user, organizationId: own }, id);
    if (id === own) throw unprocessable(organizationMessages.deleteOwn);
    if (await hasChildOrganizations(trx, id)) throw unprocessable(organizationMessages.hasChildren);
    if (await hasEmployees(trx, id)) throw unprocessable(organizationMessages.hasEmployees);
    await deleteOrganization(trx, id);
  });
}
