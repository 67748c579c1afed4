/** Rows of the other-sizes table a product page renders at first; 'Показать все' asks for the rest (`?sizes=all`). */
export const shownSizes = 25;

/** The address that shows every size: the page's own with `sizes=all` (its canonical address stays the product's). */
export const allSizesParam = 'sizes';

/**
 * The `limit` sizes nearest the current one (the family's order kept: the current one in the middle, or as near it
 * as the ends allow). A family can have hundreds of sizes (349 rows, 571 KB of HTML on some products), and a buyer
 * looks near the size they are on; every size stays reachable from its category pages, which crawlers follow.
 */
export function nearestSizes<T extends { current: boolean }>(sizes: readonly T[], limit: number): T[] {
  if (sizes.length <= limit) return [...sizes];
  const at = Math.max(
    0,
    sizes.findIndex((size) => size.current),
  );
  const start = Math.min(Math.max(0, at - Math.floor(limit / 2)), sizes.length - limit);
  return sizes.slice(start, start + limit);
}
