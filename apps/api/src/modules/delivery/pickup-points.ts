import type { PickupPoint } from '@store/contracts';

/**
 * A transport company's pickup points in a city, made up deterministically from the company and the city (the own
 * rate tables know no real addresses): the same city always gets the same points, a bigger city more of them.
 */

const streets = [
  'ул. Ленина',
  'ул. Советская',
  'пр-т Мира',
  'ул. Гагарина',
  'ул. Кирова',
  'ул. Московская',
  'ул. Октябрьская',
  'ул. Промышленная',
  'ул. Заводская',
  'ул. Строителей',
  'ул. Молодёжная',
  'ул. Садовая',
  'ш. Индустриальное',
  'ул. Транспортная',
] as const;

/** FNV-1a: a small stable hash, so points do not move between releases or processes. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** How many points a company keeps in a city of this size. */
export function pickupPointCount(population: number): number {
  if (population >= 1_000_000) return 5;
  if (population >= 500_000) return 4;
  if (population >= 250_000) return 3;
  if (population >= 100_000) return 2;
  return 1;
}

export function generatePickupPoints(
  carrier: { code: string; name: string; workTime: string },
  city: { id: number; name: string; population: number },
): PickupPoint[] {
  const seed = hash(`${carrier.code}:${city.name}`);
  return Array.from({ length: pickupPointCount(city.population) }, (_, index) => {
    const street = streets[(seed + index * 5) % streets.length];
    const house = ((seed >>> (index + 3)) % 120) + 1;
    return {
      id: `${carrier.code}-${city.id}-${index + 1}`,
      name: `${carrier.name}, пункт выдачи № ${index + 1}`,
      address: `г. ${city.name}, ${street}, д. ${house}`,
      work_time: carrier.workTime,
    };
  });
}
