import { type CheckoutRequest, checkoutCompanySchema, type Settings } from '@store/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { organizationsOfUser } from '../organization/organizations.repository.ts';
import type { UserRecord } from '../user/user.repository.ts';
import { orderMessages } from './order-messages.ts';

/** Whom the order is for, as the order keeps it. */
export interface OrderBuyer {
  userType: 'individual' | 'company';
  organizationId: number | null;
  organizationName: string;
  requisites: Record<string, string> | null;
}

const companyKeys = ['company', 'director', 'inn', 'ogrn', 'kpp', 'bik', 'bank_name', 'correspondent_settlement', 'settlement_invoice'] as const;

/** Spec §5 company rules on the typed requisites; field errors keyed as the request names them. */
function typedRequisites(properties: CheckoutRequest['order_properties']): Record<string, string> {
  const typed = Object.fromEntries(companyKeys.flatMap((key) => (properties[key] === undefined ? [] : [[key, properties[key]]])));
  const parsed = checkoutCompanySchema.safeParse(typed);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(z.flattenError(parsed.error).fieldErrors).map(([key, messages]) => [`order_properties.${key}`, (messages as string[])[0] ?? '']),
    );
    throw badRequest(orderMessages.checkFields, fields);
  }
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
}

/**
 * Spec §6: an individual orders as themself, or as a legal entity with typed requisites when the settings allow;
 * a company user with an organisation chooses one of theirs (its requisites are the order's), otherwise types them.
 * Company rules do not apply to individuals' orders.
 */
export async function resolveBuyer(db: Db, settings: Settings, user: UserRecord, request: CheckoutRequest): Promise<OrderBuyer> {
  if (request.user_type === 'individual') return { userType: 'individual', organizationId: null, organizationName: '', requisites: null };
  const isCompanyUser = user.userType === 'legal';
  if (isCompanyUser && user.organizationId !== null) {
    if (request.organization_id === undefined) throw badRequest(orderMessages.chooseOrganization, { organization_id: orderMessages.chooseOrganization });
    const organization = (await organizationsOfUser(db, user)).find((org) => org.id === request.organization_id);
    if (!organization) throw notFound(orderMessages.organizationNotFound);
    const { name, inn, kpp, ogrn, director, address } = organization;
    return { userType: 'company', organizationId: organization.id, organizationName: name, requisites: { company: name, inn, kpp, ogrn, director, address } };
  }
  if (request.organization_id !== undefined) throw notFound(orderMessages.organizationNotFound);
  if (!isCompanyUser && !settings.checkout.individual_may_order_as_legal) throw forbidden(orderMessages.legalNotAllowed);
  const requisites = typedRequisites(request.order_properties);
  return { userType: 'company', organizationId: null, organizationName: requisites.company ?? '', requisites };
}
