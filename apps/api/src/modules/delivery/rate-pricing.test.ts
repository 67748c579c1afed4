import { describe, expect, it } from 'vitest';
import { chargeableKg, courierTariff, transportPrice, transportZone } from './rate-pricing.ts';
import type { ZoneTariff } from './rate-tables.ts';

describe('delivery pricing by the rate tables', () => {
  it('prices the store courier by zone: the warehouse city, its surroundings, then nothing', () => {
    expect(courierTariff(0)).toEqual({ zone: 1, maxKm: 15, period: { from: 1, to: 1 }, price: 50_000 });
    expect(courierTariff(15)?.zone).toBe(1);
    expect(courierTariff(40)).toMatchObject({ zone: 2, price: 90_000, period: { from: 1, to: 2 } });
    expect(courierTariff(150)?.zone).toBe(3);
    expect(courierTariff(151)).toBeNull();
  });

  it('puts distances into the transport zones 1–5', () => {
    expect([0, 100, 101, 600, 601, 1500, 1501, 3500, 3501, 9000].map(transportZone)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('charges whole kilograms, at least one', () => {
    expect([0, 1, 999, 1000, 1001, 25_400].map(chargeableKg)).toEqual([1, 1, 1, 1, 2, 26]);
  });

  it('prices a method as the zone’s base plus its rate per kilogram', () => {
    const tariffs: ZoneTariff[] = [
      { base: 100, perKg: 10, period: { from: 1, to: 2 } },
      { base: 200, perKg: 20, period: { from: 3, to: 4 } },
    ];
    expect(transportPrice(tariffs, 50, 2500)).toEqual({ price: 130, period: { from: 1, to: 2 } });
    expect(transportPrice(tariffs, 500, 2500)).toEqual({ price: 260, period: { from: 3, to: 4 } });
    // A table shorter than the zones prices further cities by its last row.
    expect(transportPrice(tariffs, 5000, 1000)).toEqual({ price: 220, period: { from: 3, to: 4 } });
  });
});
