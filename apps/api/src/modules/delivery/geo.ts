/** A point on the Earth, degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): close enough to price by distance zone. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(h));
}

/** The distance from `point` to the nearest of `origins` (Infinity when there are none). */
export function nearestDistanceKm(point: Coordinates, origins: readonly Coordinates[]): number {
  return Math.min(...origins.map((origin) => distanceKm(point, origin)));
}
