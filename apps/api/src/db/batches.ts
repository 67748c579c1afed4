/**
 * Rows per multi-row INSERT so that one statement stays under SQLite's 32,766 bound parameters
 * (PostgreSQL allows 65,535), with room to spare.
 */
export const rowsPerInsert = (columns: number) => Math.floor(30_000 / columns);

export function chunked<T>(rows: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += size) parts.push(rows.slice(i, i + size));
  return parts;
}
