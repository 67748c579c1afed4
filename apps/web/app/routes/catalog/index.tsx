import { requestApi } from '~/api/request-api.server';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { CategoriesIndex } from '~/features/catalog/categories-index';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { jsonText, useJsonText } from '~/lib/json-text';
import { useRootData } from '~/lib/root-data';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Каталог',
    description: 'Каталог крепежа: болты, гайки, шайбы, винты, анкеры и шпильки по DIN, ISO и ГОСТ.',
    canonicalPath: '/catalog/',
  });

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

/**
 * The sections tree, cached per process and catalogue version: of all pages only this one shows every level. As one
 * JSON text, as the catalogue's other pages send theirs (lib/json-text.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: jsonText({ categories: await requestApi(context).shared('/Section/getCatalogCategories/') }) };
}

/** /catalog/: every section with its subsections. */
export default function CatalogIndexRoute({ loaderData }: Route.ComponentProps) {
  const { categories } = useJsonText(loaderData.page);
  const { settings } = useRootData();
  return (
    <>
      <Breadcrumbs items={[{ name: 'Каталог', url: '/catalog/' }]} />
      <h1 className="page-title">Каталог</h1>
      {categories.length > 0 ? (
        <CategoriesIndex categories={categories} view={settings.catalog.categoriesView} />
      ) : (
        // A store started without demo data (SEED=0) until its catalogue is loaded.
        <p className="listing__empty">В каталоге пока нет товаров</p>
      )}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
