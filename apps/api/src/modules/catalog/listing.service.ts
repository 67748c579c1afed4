import type { Listing, ListingQuery } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { type CategoryRow, categoryUrl } from './categories.repository.ts';
import { catalogRootCrumb } from './category-tree.ts';
import { answerCache, restockCards } from './answer-cache.ts';
import { canonicalFacets } from './facets.ts';
import type { ListingIndex } from './listing-index.ts';
import type { ListingIndexCache } from './listing-index-cache.ts';
import { type ListingSlice, queryListing } from './listing-query.ts';
import { type ProductRow, toProductCard } from './product-card.ts';
import { productsByIds } from './products.repository.ts';

export const defaultPageSize = 24;

const summary = (row: CategoryRow) => ({ code: row.code, name: row.name, url: categoryUrl(row.path), img: row.image, product_count: row.product_count });

/** '/bolty/' and 'bolty' both name the category path 'bolty'. */
const normalisePath = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** The same listing however its filters are spelled or ordered. */
function canonicalQuery(query: ListingQuery) {
  const { page, sort } = query;
  return {
    path: normalisePath(query.path),
    page,
    page_size: query.page_size ?? defaultPageSize,
    sort,
    in_stock: query.in_stock !== undefined,
    facets: canonicalFacets(query),
  };
}

const sections = answerCache<Listing>(5000, { restock: restockCards });

/** A category listing (or the whole catalogue for an empty path): one page of cards, facets with counts, totals. */
export async function getSection(db: Db, indexCache: ListingIndexCache, query: ListingQuery): Promise<Listing> {
  const index = await indexCache.get();
  const canonical = canonicalQuery(query);
  return sections(index, JSON.stringify(canonical), () => computeSection(db, index, canonical));
}

async function computeSection(db: Db, index: ListingIndex, query: ReturnType<typeof canonicalQuery>): Promise<Listing> {
  const { tree } = index;
  const category = query.path ? tree.byPath.get(query.path) : undefined;
  if (query.path && !category) throw notFound('Раздел каталога не найден');
  const pageSize = query.page_size;
  const slice = queryListing(index, category?.id ?? null, { facets: query.facets, inStock: query.in_stock }, query.sort, (query.page - 1) * pageSize, pageSize);
  const rows = await productsByIds(db, slice.ids);

  return {
    category: category ? { code: category.code, name: category.name, url: categoryUrl(category.path), description: category.description } : null,
    breadcrumbs: category ? tree.breadcrumbs(category.id) : [catalogRootCrumb],
    subcategories: (category ? tree.children(category.id) : tree.roots).map(summary),
    ...productPage(index, slice, rows, query),
  };
}

/** One page of products with its facets and counts: the part a category listing and search results share. */
export function productPage(
  index: ListingIndex,
  slice: Pick<ListingSlice, 'facets' | 'inStockCount' | 'total'>,
  rows: ProductRow[],
  query: { page: number; page_size: number; sort: Listing['sort'] },
): Pick<Listing, 'items' | 'facets' | 'in_stock_count' | 'total' | 'page' | 'page_size' | 'page_count' | 'sort'> {
  return {
    items: rows.map((row) => toProductCard(row, index.tree.byId.get(row.category_id)!)),
    facets: slice.facets,
    in_stock_count: slice.inStockCount,
    total: slice.total,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.ceil(slice.total / query.page_size),
    sort: query.sort,
  };
}
