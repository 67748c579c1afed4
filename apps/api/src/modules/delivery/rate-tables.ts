import type { TransportMethodType } from '@store/contracts';
import type { DaysPeriod } from './business-days.ts';

/**
 * The store's own delivery rate tables (money in kopecks, periods in business days). Distances are from the nearest
 * city with a store warehouse, by coordinates.
 */

/** The store's own courier: zone 1 is a warehouse's city, further zones its surroundings; none beyond. */
export const courierZones: readonly { zone: number; maxKm: number; period: DaysPeriod; price: number }[] = [
  { zone: 1, maxKm: 15, period: { from: 1, to: 1 }, price: 50_000 },
  { zone: 2, maxKm: 60, period: { from: 1, to: 2 }, price: 90_000 },
  { zone: 3, maxKm: 150, period: { from: 2, to: 3 }, price: 150_000 },
];

/** Distance zones of the transport companies' tariffs; the last one has no upper bound. */
export const transportZoneLimitsKm = [100, 600, 1500, 3500] as const;

/** One method's tariff per distance zone (index 0 = zone 1): base price, price per chargeable kilogram, period. */
export type ZoneTariff = { base: number; perKg: number; period: DaysPeriod };

export interface CarrierRates {
  /** The company's code on the wire (`type`, `service`). */
  code: string;
  name: string;
  logo: string;
  description: string;
  /** Its pickup points open only in cities at least this big. */
  pickupMinPopulation: number;
  workTime: string;
  tariffs: Partial<Record<TransportMethodType, readonly ZoneTariff[]>>;
}

const tariff = (base: number, perKg: number, from: number, to: number): ZoneTariff => ({ base, perKg, period: { from, to } });

export const carriers: readonly CarrierRates[] = [
  {
    code: 'cdek',
    name: 'СДЭК',
    logo: '/delivery/cdek.svg',
    description: 'Доставка до пункта выдачи СДЭК или курьером до двери.',
    pickupMinPopulation: 0,
    workTime: 'Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00',
    tariffs: {
      pickup: [
        tariff(30_000, 3_000, 1, 2),
        tariff(40_000, 4_500, 2, 4),
        tariff(50_000, 6_500, 3, 6),
        tariff(65_000, 9_000, 5, 9),
        tariff(90_000, 13_000, 7, 14),
      ],
      courier: [
        tariff(50_000, 3_500, 1, 2),
        tariff(65_000, 5_000, 2, 4),
        tariff(80_000, 7_000, 3, 6),
        tariff(95_000, 9_500, 5, 9),
        tariff(120_000, 14_000, 8, 15),
      ],
    },
  },
  {
    code: 'dellin',
    name: 'Деловые Линии',
    logo: '/delivery/dellin.svg',
    description: 'Сборные грузы от 1 кг: до терминала или до двери. Выгодно для тяжёлых заказов.',
    pickupMinPopulation: 50_000,
    workTime: 'Пн–Пт 9:00–19:00, Сб 10:00–15:00',
    tariffs: {
      pickup: [
        tariff(45_000, 1_200, 1, 2),
        tariff(60_000, 2_000, 2, 4),
        tariff(75_000, 3_000, 3, 6),
        tariff(95_000, 4_500, 5, 10),
        tariff(130_000, 7_000, 8, 16),
      ],
      courier: [
        tariff(80_000, 1_400, 1, 3),
        tariff(95_000, 2_300, 2, 5),
        tariff(115_000, 3_400, 3, 7),
        tariff(140_000, 5_000, 6, 11),
        tariff(180_000, 7_500, 9, 17),
      ],
    },
  },
  {
    code: 'pek',
    name: 'ПЭК',
    logo: '/delivery/pek.svg',
    description: 'Доставка до терминала ПЭК в городе получателя.',
    pickupMinPopulation: 100_000,
    workTime: 'Пн–Пт 9:00–18:00',
    tariffs: {
      pickup: [
        tariff(40_000, 1_000, 1, 3),
        tariff(55_000, 1_800, 2, 5),
        tariff(70_000, 2_800, 4, 7),
        tariff(90_000, 4_200, 6, 11),
        tariff(125_000, 6_500, 9, 18),
      ],
    },
  },
];
