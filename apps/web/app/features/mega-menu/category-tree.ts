import { useEffect, useState } from 'react';
import type { MenuCategory } from '@store/contracts';
import { browserApi } from '~/api/browser-api';

let tree: Promise<MenuCategory[]> | undefined;

/**
 * The whole category tree for the catalogue menu, asked for once per page session when the menu is about to open
 * (the Каталог button hovered, focused or pressed): pages carry only the top sections, and crawlers follow the
 * category pages' own links to every level. A failed load is tried again next time.
 */
export function loadCategoryTree(): Promise<MenuCategory[]> {
  tree ??= browserApi.get('/Section/getCatalogCategories/').catch((error: unknown) => {
    tree = undefined;
    throw error;
  });
  return tree;
}

/** The category tree, or null while it loads (or when it could not be loaded: the API-error popup has said why). */
export function useCategoryTree(): MenuCategory[] | null {
  const [categories, setCategories] = useState<MenuCategory[] | null>(null);
  useEffect(() => {
    let current = true;
    loadCategoryTree().then(
      (loaded) => current && setCategories(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return categories;
}

/** Forgets the loaded tree (tests start each case afresh). */
export function forgetCategoryTree(): void {
  tree = undefined;
}
