import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import { unitWeight } from '../basket/pricing.ts';
import type { Destination } from './carrier-gateway.ts';
import { findCitiesByName, findWarehouseCities } from './cities.repository.ts';
import { citySearchName } from './city-name.ts';
import { deliveryMessages } from './delivery-messages.ts';
import { findProductWeights } from './delivery.repository.ts';
import { nearestDistanceKm } from './geo.ts';

/** A basket line as delivery sees it: which product, how many of its units. */
export interface DeliveryLine {
  productId: number;
  quantity: number;
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

/** Grams the lines weigh, by the catalogue (products no longer in it weigh nothing). */
export async function weighLines(db: Db, lines: readonly DeliveryLine[]): Promise<number> {
  const products = await findProductWeights(db, [...new Set(lines.map((line) => line.productId))]);
  const perUnit = new Map(products.map((product) => [product.id, unitWeight(product)]));
  return Math.round(lines.reduce((sum, line) => sum + (perUnit.get(line.productId) ?? 0) * line.quantity, 0));
}
