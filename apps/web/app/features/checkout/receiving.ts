/**
 * How the checkout chooses the way an order is received (spec §4 and §5 "Receiving valid"), as pure functions of
 * the delivery options the server offers for the chosen city and the buyer's choices so far. The checkout modal
 * only calls these; every rule is unit-tested in receiving.test.ts.
 */

/** The four ways of receiving (spec §3 Order form `receivingSubtype`). */
export type ReceivingSubtype = 'courier' | 'transportCompanyCourier' | 'transportCompanyPickup' | 'pickup';
/** The delivery/pickup switch: every subtype but `pickup` (from the store's own warehouse) is a delivery. */
export type ReceivingMode = 'delivery' | 'pickup';
export type CompanyMethod = 'courier' | 'pickup';

/** What the server offers for a city (spec §3 Delivery options), reduced to what the rules look at. */
export interface ReceivingOptions {
  courier: boolean;
  companies: readonly { type: string; methods: readonly CompanyMethod[] }[];
  stockIds: readonly number[];
}

export interface ReceivingChoice {
  subtype: ReceivingSubtype | null;
  /** The delivery subtype to return to when the switch goes back from pickup to delivery. */
  lastDeliverySubtype: ReceivingSubtype | null;
  /** The transport company (its `type`), kept while the buyer moves between its courier and pickup. */
  companyType: string | null;
  stockId: number | null;
  /** The pickup point chosen per transport company, so going back to a company restores it. */
  pickupPoints: Readonly<Record<string, string>>;
  address: string;
}

export const emptyChoice: ReceivingChoice = { subtype: null, lastDeliverySubtype: null, companyType: null, stockId: null, pickupPoints: {}, address: '' };

export const modeOf = (subtype: ReceivingSubtype | null): ReceivingMode | null => (subtype === null ? null : subtype === 'pickup' ? 'pickup' : 'delivery');

const methodOf = (subtype: ReceivingSubtype): CompanyMethod | null =>
  subtype === 'transportCompanyCourier' ? 'courier' : subtype === 'transportCompanyPickup' ? 'pickup' : null;

/** Whether the options allow a subtype at all. */
export function isAvailable(options: ReceivingOptions, subtype: ReceivingSubtype): boolean {
  if (subtype === 'courier') return options.courier;
  if (subtype === 'pickup') return options.stockIds.length > 0;
  const method = methodOf(subtype);
  return options.companies.some((company) => method !== null && company.methods.includes(method));
}

/** Default delivery subtype: courier if available, else transport-company courier if any company has it, else transport-company pickup. */
export function defaultDeliverySubtype(options: ReceivingOptions): ReceivingSubtype | null {
  const order: ReceivingSubtype[] = ['courier', 'transportCompanyCourier', 'transportCompanyPickup'];
  return order.find((subtype) => isAvailable(options, subtype)) ?? null;
}

/**
 * Default receiving order: courier, then transport company (its first company, by courier if that company
 * supports it, else pickup), then pickup from a warehouse.
 */
export function defaultSubtype(options: ReceivingOptions): ReceivingSubtype | null {
  if (options.courier) return 'courier';
  const first = options.companies[0];
  if (first) return first.methods.includes('courier') ? 'transportCompanyCourier' : first.methods.includes('pickup') ? 'transportCompanyPickup' : null;
  return options.stockIds.length > 0 ? 'pickup' : null;
}

/**
 * Enters a subtype: a transport-company subtype keeps the previously chosen company when it offers that method,
 * else takes the first company that does; pickup takes the first warehouse. A delivery subtype is remembered for
 * the switch.
 */
export function chooseSubtype(choice: ReceivingChoice, options: ReceivingOptions, subtype: ReceivingSubtype | null): ReceivingChoice {
  if (subtype === null || !isAvailable(options, subtype)) return { ...choice, subtype: null };
  if (subtype === 'pickup') return { ...choice, subtype, stockId: choice.stockId ?? options.stockIds[0] ?? null };
  const method = methodOf(subtype);
  const next = { ...choice, subtype, lastDeliverySubtype: subtype };
  if (method === null) return next;
  const previous = options.companies.find((company) => company.type === choice.companyType && company.methods.includes(method));
  const company = previous ?? options.companies.find((candidate) => candidate.methods.includes(method));
  return { ...next, companyType: company?.type ?? null };
}

/** The delivery/pickup switch: back to delivery restores the previous delivery subtype, else the default one. */
export function switchMode(choice: ReceivingChoice, options: ReceivingOptions, mode: ReceivingMode): ReceivingChoice {
  if (mode === 'pickup') return chooseSubtype(choice, options, 'pickup');
  const remembered = choice.lastDeliverySubtype && isAvailable(options, choice.lastDeliverySubtype) ? choice.lastDeliverySubtype : null;
  return chooseSubtype(choice, options, remembered ?? defaultDeliverySubtype(options));
}

/** Picks a transport company; its remembered pickup point comes back with it. */
export function chooseCompany(choice: ReceivingChoice, companyType: string): ReceivingChoice {
  return { ...choice, companyType };
}

export function choosePickupPoint(choice: ReceivingChoice, pointId: string): ReceivingChoice {
  if (choice.companyType === null) return choice;
  return { ...choice, pickupPoints: { ...choice.pickupPoints, [choice.companyType]: pointId } };
}

export const pickupPointOf = (choice: ReceivingChoice): string | null =>
  choice.companyType === null ? null : (choice.pickupPoints[choice.companyType] ?? null);

/** A new city resets the address, warehouse, transport company and pickup points; the options are then reloaded. */
export function changeCity(choice: ReceivingChoice): ReceivingChoice {
  return { ...choice, address: '', stockId: null, companyType: null, pickupPoints: {} };
}

/** Fills the first choice once the city's options arrive: the previous subtype when still offered, else the default order. */
export function applyOptions(choice: ReceivingChoice, options: ReceivingOptions): ReceivingChoice {
  const keep = choice.subtype !== null && isAvailable(options, choice.subtype) ? choice.subtype : null;
  return chooseSubtype(choice, options, keep ?? defaultSubtype(options));
}

/**
 * Spec §5 "Receiving valid": a location; an address for the courier subtypes; a pickup point for transport-company
 * pickup; a warehouse for pickup; and the delivery data not loading.
 */
export function isReceivingValid(choice: ReceivingChoice, { location, loading }: { location: string; loading: boolean }): boolean {
  if (loading || location.trim() === '' || choice.subtype === null) return false;
  switch (choice.subtype) {
    case 'courier':
      return choice.address.trim() !== '';
    case 'transportCompanyCourier':
      return choice.companyType !== null && choice.address.trim() !== '';
    case 'transportCompanyPickup':
      return pickupPointOf(choice) !== null;
    case 'pickup':
      return choice.stockId !== null;
  }
}

/** Spec §9: total = the goods' discounted price (or price) plus delivery; delivery is ignored while it loads. */
export function orderTotal({ goods, delivery, deliveryLoading }: { goods: number; delivery: number | null; deliveryLoading: boolean }): number {
  return goods + (deliveryLoading || delivery === null ? 0 : delivery);
}
