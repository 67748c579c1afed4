import type { PickupPoint, TransportMethodType } from '@store/contracts';
import type { DaysPeriod } from './business-days.ts';
import type { CityRow } from './cities.repository.ts';
import type { PickupWarehouse } from './delivery.repository.ts';
import { generatePickupPoints } from './pickup-points.ts';
import { transportPrice } from './rate-pricing.ts';
import { carriers } from './rate-tables.ts';

/** Where a parcel goes: the city, how far it is from the nearest store warehouse, and the store's pickup warehouses in it. */
export interface Destination {
  city: CityRow;
  distanceKm: number;
  pickupWarehouses: PickupWarehouse[];
}

export interface CarrierInfo {
  code: string;
  name: string;
  logo: string;
  description: string;
}

/**
 * The transport companies behind one interface: the store's own rate tables by default; a carrier's API client
 * (prices, dates and pickup points from the carrier) can take their place without the callers changing.
 */
export interface CarrierGateway {
  companies(): readonly CarrierInfo[];
  /** The company's methods that reach the destination (none: it does not go there). */
  methods(code: string, destination: Destination): Promise<TransportMethodType[]>;
  /** Price (kopecks) and period (business days) of a method for the weight; null when it does not go there. */
  quote(code: string, method: TransportMethodType, destination: Destination, weightG: number): Promise<{ price: number; period: DaysPeriod } | null>;
  pickupPoints(code: string, destination: Destination): Promise<PickupPoint[]>;
}

const carrierRates = (code: string) => carriers.find((carrier) => carrier.code === code);

function ownPickupPoints(code: string, destination: Destination): PickupPoint[] {
  const carrier = carrierRates(code);
  if (!carrier?.tariffs.pickup || destination.city.population < carrier.pickupMinPopulation) return [];
  return generatePickupPoints(carrier, destination.city);
}

/** The store's own rate tables (rate-tables.ts). */
export const ownRateTables: CarrierGateway = {
  companies: () => carriers,
  async methods(code, destination) {
    const carrier = carrierRates(code);
    if (!carrier) return [];
    const methods: TransportMethodType[] = [];
    if (carrier.tariffs.courier) methods.push('courier');
    if (ownPickupPoints(code, destination).length > 0) methods.push('pickup');
    return methods;
  },
  async quote(code, method, destination, weightG) {
    const tariffs = carrierRates(code)?.tariffs[method];
    if (!tariffs || !(await this.methods(code, destination)).includes(method)) return null;
    return transportPrice(tariffs, destination.distanceKm, weightG);
  },
  async pickupPoints(code, destination) {
    return ownPickupPoints(code, destination);
  },
};
