import type { DaysPeriod } from './business-days.ts';
import { courierZones, transportZoneLimitsKm, type ZoneTariff } from './rate-tables.ts';

/** Pure pricing by the rate tables (rate-tables.ts). Money in kopecks. */

/** The store courier's zone, period and price for a city `distanceKm` from the nearest warehouse; null beyond its reach. */
export function courierTariff(distanceKm: number): { zone: number; period: DaysPeriod; price: number } | null {
  return courierZones.find((zone) => distanceKm <= zone.maxKm) ?? null;
}

/** The transport companies' distance zone, 1 to 5. */
export function transportZone(distanceKm: number): number {
  const index = transportZoneLimitsKm.findIndex((limit) => distanceKm <= limit);
  return index === -1 ? transportZoneLimitsKm.length + 1 : index + 1;
}

/** Whole kilograms a carrier charges for: rounded up, at least one. */
export function chargeableKg(weightG: number): number {
  return Math.max(1, Math.ceil(weightG / 1000));
}

/** A method's price and period for the weight and distance; the zone's tariff applies to every kilogram. */
export function transportPrice(tariffs: readonly ZoneTariff[], distanceKm: number, weightG: number): { price: number; period: DaysPeriod } {
  const tariff = tariffs[Math.min(transportZone(distanceKm), tariffs.length) - 1]!;
  return { price: tariff.base + tariff.perKg * chargeableKg(weightG), period: tariff.period };
}
