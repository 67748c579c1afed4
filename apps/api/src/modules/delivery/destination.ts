import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { knownVersions } from '../data-versions/data-versions.ts';
import { unprocessable } from '../../http/errors.ts';
import type { Destination } from './carrier-gateway.ts';
import { type CityRow, findCitiesByName, findWarehouseCities } from './cities.repository.ts';
import { citySearchName } from './city-name.ts';
import { findPickupWarehouses, type PickupWarehouse } from './delivery.repository.ts';
import { deliveryMessages } from './delivery-messages.ts';
import { nearestDistanceKm } from './geo.ts';

/** A basket line as delivery sees it: which product, how many of its units, and what one unit weighs (by the catalogue). */
export interface DeliveryLine {
  productId: number;
  quantity: number;
  unitWeightG: number;
}

/**
 * The city the buyer chose, its distance from the nearest store warehouse and the store's pickup warehouses in it.
 * A name two regions share is told apart by the postal code's first three digits when one is given, else the bigger
 * city is meant.
 */
export async function resolveDestination(db: Db, location: string, zip?: string): Promise<Destination> {
  const { candidates, origins, pickups } = await placesFor(db, citySearchName(location));
  const city = candidates.find((candidate) => zip && candidate.zip.slice(0, 3) === zip.slice(0, 3)) ?? candidates[0];
  if (!city) throw unprocessable(deliveryMessages.cityNotFound, { location: deliveryMessages.cityNotFound });
  return { city, distanceKm: nearestDistanceKm(city, origins), pickupWarehouses: pickups.filter((warehouse) => warehouse.city === city.name) };
}

/** City names a process keeps the answer for (what buyers type, found or not). */
const keptNames = 2000;
const kept = new WeakMap<Db, { catalogVersion: number; origins: CityRow[] | null; pickups: PickupWarehouse[] | null; byName: LRUCache<string, CityRow[]> }>();

/**
 * The cities of the name, the warehouses' cities and the pickup warehouses. Every delivery price asks for them, and
 * they hardly ever change: a process keeps them while the catalogue version stands (the catalogue's writers, the
 * seed among them, write the warehouses and move it; the cities table changes only by migration). A transaction
 * reads them.
 */
async function placesFor(db: Db, searchName: string): Promise<{ candidates: CityRow[]; origins: CityRow[]; pickups: PickupWarehouse[] }> {
  // The version is taken before the reads: what is read under it is at least that new.
  const catalogVersion = knownVersions(db)?.catalog;
  if (catalogVersion === undefined) {
    const [candidates, origins, pickups] = await Promise.all([findCitiesByName(db, searchName), findWarehouseCities(db), findPickupWarehouses(db)]);
    return { candidates, origins, pickups };
  }
  let cache = kept.get(db);
  if (cache?.catalogVersion !== catalogVersion)
    kept.set(db, (cache = { catalogVersion, origins: null, pickups: null, byName: new LRUCache({ max: keptNames }) }));
  let candidates = cache.byName.get(searchName);
  if (!candidates) cache.byName.set(searchName, (candidates = await findCitiesByName(db, searchName)));
  cache.origins ??= await findWarehouseCities(db);
  cache.pickups ??= await findPickupWarehouses(db);
  return { candidates, origins: cache.origins, pickups: cache.pickups };
}

/** Grams the lines weigh. */
export function weighLines(lines: readonly DeliveryLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.unitWeightG * line.quantity, 0));
}
