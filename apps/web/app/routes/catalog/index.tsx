import { Breadcrumbs } from '~/components/breadcrumbs';
import { CategoriesIndex } from '~/features/catalog/categories-index';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Каталог',
    description: 'Каталог крепежа: болты, гайки, шайбы, винты, анкеры и шпильки по DIN, ISO и ГОСТ.',
    canonicalPath: '/catalog/',
  });

/** /catalog/: the sections tree is already in the root data (the mega-menu uses it too). */
export default function CatalogIndexRoute() {
  const { categories, settings } = useRootData();
  return (
    <>
      <Breadcrumbs items={[{ name: 'Каталог', url: '/catalog/' }]} />
      <h1 className="page-title">Каталог</h1>
      <CategoriesIndex categories={categories} view={settings.catalog.categoriesView} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
