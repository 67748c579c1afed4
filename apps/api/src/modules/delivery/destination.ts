import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import type { Destination } from './carrier-gateway.ts';
import { findCitiesByName, findWarehouseCities } from './cities.repository.ts';
import { citySearchName } from './city-name.ts';
import { deliveryMessages } from './delivery-messages.ts';
import { nearestDistanceKm } from './geo.ts';

/** A basket line as delivery sees it: which product, how many of its units, and what one unit weighs (by the catalogue). */
export interface DeliveryLine {
  productId: number;
  quantity: number;
  unitWeightG: number;
}

/**
 * The city the buyer chose, and its distance from the nearest store warehouse. A name two regions share is told
 * apart by the postal code's first three digits when one is given, else the bigger city is meant.
 */
export async function resolveDestination(db: Db, location: string, zip?: string): Promise<Destination> {
  const candidates = await findCitiesByName(db, citySearchName(location));
  const city = candidates.find((candidate) => zip && candidate.zip.slice(0, 3) === zip.slice(0, 3)) ?? candidates[0];
  if (!city) throw unprocessable(deliveryMessages.cityNotFound, { location: deliveryMessages.cityNotFound });
  const origins = await findWarehouseCities(db);
  return { city, distanceKm: nearestDistanceKm(city, origins) };
}

/** Grams the lines weigh. */
export function weighLines(lines: readonly DeliveryLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.unitWeightG * line.quantity, 0));
}
