import type { CategoryRow } from './categories.repository.ts';
import { categoryUrl } from './categories.repository.ts';

export interface Breadcrumb {
  name: string;
  url: string;
}

/** The category tree in memory: look-ups by id and path, children, ancestors and whole subtrees. */
export interface CategoryTree {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  byPath: Map<string, CategoryRow>;
  roots: CategoryRow[];
  children(id: number): CategoryRow[];
  /** The category and every category below it. */
  subtree(id: number): CategoryRow[];
  breadcrumbs(id: number): Breadcrumb[];
}

export const catalogRootCrumb: Breadcrumb = { name: 'Каталог', url: '/catalog/' };

export function buildCategoryTree(rows: CategoryRow[]): CategoryTree {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row]);
  const subtree = (id: number): CategoryRow[] => [byId.get(id)!, ...(childrenOf.get(id) ?? []).flatMap((child) => subtree(child.id))];
  return {
    rows,
    byId,
    byPath,
    roots: childrenOf.get(null) ?? [],
    children: (id) => childrenOf.get(id) ?? [],
    subtree,
    breadcrumbs(id) {
      const chain: Breadcrumb[] = [];
      for (let row = byId.get(id); row; row = row.parent_id === null ? undefined : byId.get(row.parent_id)) {
        chain.unshift({ name: row.name, url: categoryUrl(row.path) });
      }
      return [catalogRootCrumb, ...chain];
    },
  };
}
