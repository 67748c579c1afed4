import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DeliveryTables } from '../../db/tables/delivery.ts';

export type CityRow = Selectable<DeliveryTables['cities']>;

/** Cities whose name starts with `searchName` (already normalised), biggest first. */
export function findCitiesByPrefix(db: Db, searchName: string, limit: number): Promise<CityRow[]> {
  // LIKE's own wildcards never occur in a city name; dropping them keeps the match a plain prefix.
  const prefix = searchName.replace(/[%_\\]/g, '');
  if (prefix === '') return Promise.resolve([]);
  return db.selectFrom('cities').selectAll().where('search_name', 'like', `${prefix}%`).orderBy('population', 'desc').orderBy('name').limit(limit).execute();
}

/** Cities of exactly this (normalised) name, biggest first: a few names occur in two regions. */
export function findCitiesByName(db: Db, searchName: string): Promise<CityRow[]> {
  return db.selectFrom('cities').selectAll().where('search_name', '=', searchName).orderBy('population', 'desc').execute();
}

/** The cities the store's warehouses stand in (by name, biggest first). */
export function findWarehouseCities(db: Db): Promise<CityRow[]> {
  return db.selectFrom('cities').selectAll().where('name', 'in', db.selectFrom('warehouses').select('city')).orderBy('population', 'desc').execute();
}
