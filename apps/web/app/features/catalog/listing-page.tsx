import type { Camelize, Listing, Settings, SortBy } from '@store/contracts';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { ListingBody } from './listing-body';
import type { ListingView } from './listing-query';
import { Subcategories } from './subcategories';
import './catalog.css';

interface ListingPageProps {
  listing: Camelize<Listing>;
  sort: SortBy;
  view: ListingView;
  catalog: Camelize<Settings>['catalog'];
  product: Camelize<Settings>['product'];
  favourites: boolean;
}

export function ListingPage({ listing, sort, view, catalog, product, favourites }: ListingPageProps) {
  return (
    <div className="listing">
      <Breadcrumbs items={listing.breadcrumbs} />
      <h1 className="page-title">{listing.category?.name ?? 'Каталог'}</h1>
      <Subcategories items={listing.subcategories} view={catalog.subcategoriesView} />
      <ListingBody result={listing} sort={sort} view={view} catalog={catalog} product={product} favourites={favourites} />
      {listing.category?.description ? <div className="listing__description">{listing.category.description}</div> : null}
    </div>
  );
}
