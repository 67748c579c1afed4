import {
  type Camelize,
  type CheckoutRequest,
  checkoutCompanySchema,
  checkoutContactSchema,
  type DeliveryOptions,
  deliversToDoor,
  type OrderOptions,
} from '@store/contracts';
import { type FieldErrors, schemaFieldErrors } from '~/forms/schema-form';
import { pickupPointOf, type ReceivingChoice, type ReceivingOptions } from './receiving';

/**
 * The checkout form apart from how the order is received (receiving.ts): contacts, the buyer's requisites, payment,
 * comment and date, its validation (spec §5 "Customer valid") and the request it becomes (spec §7 Order/checkout).
 * Pure functions; the modal only calls them (tests in checkout-form.test.ts).
 */

export type Options = Camelize<OrderOptions>;
export type Deliveries = Camelize<DeliveryOptions>;

export const contactKeys = ['contact_person', 'email', 'phone'] as const;
export const companyKeys = ['company', 'director', 'inn', 'ogrn', 'kpp', 'bik', 'bank_name', 'correspondent_settlement', 'settlement_invoice'] as const;
export type ContactKey = (typeof contactKeys)[number];
export type CompanyKey = (typeof companyKeys)[number];
export type Contacts = Record<ContactKey, string>;
export type Requisites = Record<CompanyKey, string>;

/**
 * Who the order is for (spec §6): an individual; an individual or a company user without organisations typing
 * requisites; a company user choosing one of their organisations.
 */
export type BuyerMode = 'individual' | 'requisites' | 'organization';

export interface CheckoutValues {
  contacts: Contacts;
  location: string;
  zip: string;
  comment: string;
  paymentId: number | null;
  /** 'Оформить заказ как юридическое лицо' (an individual, when the settings allow it). */
  asLegal: boolean;
  organizationId: number | null;
  requisites: Requisites;
  /** The day the buyer wants the order ('YYYY-MM-DD'), when `checkout.canChooseDate`. */
  receivingDate: string | null;
}

export const emptyRequisites: Requisites = {
  company: '',
  director: '',
  inn: '',
  ogrn: '',
  kpp: '',
  bik: '',
  bank_name: '',
  correspondent_settlement: '',
  settlement_invoice: '',
};

/**
 * The payment the order goes with: the buyer's choice (or the last order's, prefilled) while the store still offers
 * it, else the store's default. Derived at every render, so it does not matter whether the payment methods or the
 * prefill arrive first. Without a list (not loaded, or failed) the choice stands and the server checks it.
 */
export function chosenPayment(paymentId: number | null, payments: readonly { id: number; isDefault: boolean }[] | null): number | null {
  if (!payments || payments.length === 0) return paymentId;
  if (paymentId !== null && payments.some((payment) => payment.id === paymentId)) return paymentId;
  return (payments.find((payment) => payment.isDefault) ?? payments[0])?.id ?? null;
}

/** The form as the server prefilled it (spec §4: from the user and their last order); null options = defaults. */
export function initialValues(options: Options | null, defaultCity: string): CheckoutValues {
  const company = options?.company;
  return {
    contacts: { contact_person: options?.fio ?? '', email: options?.email ?? '', phone: options?.phone ?? '' },
    location: options?.location || defaultCity,
    zip: options?.zip ?? '',
    comment: '',
    paymentId: options?.paymentId ?? null,
    asLegal: options?.userType === 'company' && (options.organizations.length ?? 0) === 0,
    organizationId: options?.organizationId ?? null,
    requisites: company
      ? {
          company: company.company,
          director: company.director,
          inn: company.inn,
          ogrn: company.ogrn,
          kpp: company.kpp,
          bik: company.bik,
          bank_name: company.bankName,
          correspondent_settlement: company.correspondentSettlement,
          settlement_invoice: company.settlementInvoice,
        }
      : emptyRequisites,
    receivingDate: null,
  };
}

/** Spec §4: the contacts collapse to a summary when name, e-mail and phone were all prefilled. */
export const contactsPrefilled = (options: Options | null): boolean => Boolean(options?.fio && options.email && options.phone);

/** Spec §6: a company user with organisations chooses one; other company users, and individuals ordering as a legal entity, type requisites. */
export function buyerModeOf({ isCompanyUser, organizations, asLegal }: { isCompanyUser: boolean; organizations: number; asLegal: boolean }): BuyerMode {
  if (isCompanyUser) return organizations > 0 ? 'organization' : 'requisites';
  return asLegal ? 'requisites' : 'individual';
}

export const contactErrors = (contacts: Contacts): FieldErrors => schemaFieldErrors(checkoutContactSchema, contacts);

/** Bank details are optional: empty ones are left out, as the server takes them. */
export function requisiteErrors(requisites: Requisites): FieldErrors {
  const filled = Object.fromEntries(Object.entries(requisites).filter(([key, value]) => value !== '' || !optionalRequisites.has(key as CompanyKey)));
  return schemaFieldErrors(checkoutCompanySchema, filled);
}
const optionalRequisites = new Set<CompanyKey>(['bik', 'bank_name', 'correspondent_settlement', 'settlement_invoice']);

/**
 * Spec §5 "Customer valid": the contacts are valid (or were prefilled and left as they were), and the requisites are
 * valid unless they are an organisation's (then one must be chosen) or the buyer orders as an individual.
 */
export function isCustomerValid(values: CheckoutValues, mode: BuyerMode, prefilled: Contacts | null): boolean {
  const untouched = prefilled !== null && contactKeys.every((key) => prefilled[key] === values.contacts[key]);
  if (!untouched && Object.keys(contactErrors(values.contacts)).length > 0) return false;
  if (mode === 'organization') return values.organizationId !== null;
  if (mode === 'requisites') return Object.keys(requisiteErrors(values.requisites)).length === 0;
  return true;
}

/** Spec §4: choosing an organisation fills the company fields and clears the bank details. */
export function chooseOrganization(values: CheckoutValues, organization: Options['organizations'][number]): CheckoutValues {
  return {
    ...values,
    organizationId: organization.id,
    requisites: { ...emptyRequisites, company: organization.name, inn: organization.inn, kpp: organization.kpp },
  };
}

/** Spec §4 "Saving merges values into the checkout form": only the dialog's fields change. */
export const mergeContacts = (values: CheckoutValues, contacts: Contacts): CheckoutValues => ({ ...values, contacts: { ...values.contacts, ...contacts } });

/** What the receiving rules look at, from the server's delivery options for the city. */
export function receivingOptionsOf(deliveries: Deliveries | null): ReceivingOptions {
  return {
    courier: deliveries?.courier != null,
    companies: (deliveries?.transportCompany?.companies ?? []).map((company) => ({
      type: company.type,
      methods: company.methods.map((method) => method.type),
    })),
    stockIds: (deliveries?.pickup?.stocks ?? []).map((stock) => stock.id),
  };
}

/** The order_properties of the receiving (spec §7): the transport company, the warehouse or the pickup point as the way needs. */
function receivingProperties(choice: ReceivingChoice) {
  const subtype = choice.subtype ?? 'courier';
  const byCompany = subtype === 'transportCompanyCourier' || subtype === 'transportCompanyPickup';
  const toDoor = deliversToDoor(subtype);
  const punkt = subtype === 'transportCompanyPickup' ? pickupPointOf(choice) : null;
  return {
    receiving_type: subtype,
    ...(toDoor && choice.address.trim() ? { address: choice.address.trim() } : {}),
    ...(byCompany && choice.companyType ? { delivery_service: choice.companyType } : {}),
    ...(subtype === 'pickup' && choice.stockId !== null ? { stock_id: choice.stockId } : {}),
    ...(punkt ? { punkt } : {}),
  };
}

/** POST /Order/checkout/ from the form: the wire's keys; requisites only when typed; the total and basket the buyer saw. */
export function checkoutRequest(input: {
  values: CheckoutValues;
  choice: ReceivingChoice;
  mode: BuyerMode;
  expectedTotal: number;
  basketRevision: string | null;
}): CheckoutRequest {
  const { values, choice, mode } = input;
  const trimmed = (text: string) => text.trim();
  const typedRequisites =
    mode === 'requisites' ? Object.fromEntries(Object.entries(values.requisites).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : []))) : {};
  return {
    order_properties: {
      contact_person: trimmed(values.contacts.contact_person),
      email: trimmed(values.contacts.email),
      phone: trimmed(values.contacts.phone),
      location: trimmed(values.location),
      ...(values.zip ? { zip: values.zip } : {}),
      ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
      ...receivingProperties(choice),
      ...(values.receivingDate ? { receiving_date_start: values.receivingDate, receiving_date_end: values.receivingDate } : {}),
      payment: values.paymentId ?? 0,
      ...typedRequisites,
    },
    user_type: mode === 'individual' ? 'individual' : 'company',
    ...(mode === 'organization' && values.organizationId !== null ? { organization_id: values.organizationId } : {}),
    expected_total: input.expectedTotal,
    ...(input.basketRevision ? { basket_revision: input.basketRevision } : {}),
  };
}

/**
 * One idempotency key per checkout attempt (spec: an order is never doubled): a repeat of the same request — a
 * double click, a retry after a lost answer — keeps the key, so the server replays the first answer; a changed
 * request is a new attempt with a new key.
 */
export interface Attempt {
  key: string;
  body: string;
}

export function nextAttempt(previous: Attempt | null, body: string, newKey: () => string): Attempt {
  return previous !== null && previous.body === body ? previous : { key: newKey(), body };
}
