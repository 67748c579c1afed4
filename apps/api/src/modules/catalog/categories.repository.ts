import type { MenuCategory } from '@store/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type CategoryRow = Omit<Selectable<Database['categories']>, 'sort'>;

export const categoryUrl = (path: string) => `/catalog/${path}/`;

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'code', 'path', 'name', 'depth', 'image', 'description', 'product_count'])
    .orderBy('depth')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The three-level menu tree (spec §3 "Menu category"). */
export function toMenuTree(rows: CategoryRow[]): MenuCategory[] {
  const nodes = new Map<number, MenuCategory>();
  const roots: MenuCategory[] = [];
  for (const row of rows) {
    const node: MenuCategory = { code: row.code, name: row.name, img: row.image, url: categoryUrl(row.path), subcategories: [] };
    nodes.set(row.id, node);
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.subcategories : roots).push(node);
  }
  return roots;
}
