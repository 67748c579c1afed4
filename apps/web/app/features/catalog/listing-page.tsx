import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Camelize, Listing, Settings, SortBy } from '@store/contracts';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { Glyph } from '~/components/glyph';
import { Facets } from './facets';
import { InfiniteProducts } from './infinite-products';
import { ListingToolbar } from './listing-toolbar';
import { type ListingView, activeFilterCount } from './listing-query';
import { Pagination } from './pagination';
import { type CardProduct, ProductCard } from './product-card';
import { Subcategories } from './subcategories';
import './catalog.css';

interface ListingPageProps {
  listing: Camelize<Listing>;
  sort: SortBy;
  view: ListingView;
  catalog: Camelize<Settings>['catalog'];
  product: Camelize<Settings>['product'];
}

export function ListingPage({ listing, sort, view, catalog, product }: ListingPageProps) {
  const location = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const title = listing.category?.name ?? 'Каталог';

  // A new page of results starts at the top of the list, not wherever the pagination was.
  useEffect(() => {
    const top = list.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) list.current?.scrollIntoView({ block: 'start' });
  }, [listing.page]);

  useEffect(() => setFiltersOpen(false), [location.pathname]);

  const renderItems = (items: CardProduct[]) =>
    items.length === 0 ? (
      <p className="listing__empty">Ничего не найдено</p>
    ) : (
      <ul className={`listing__items listing__items--${view}`}>
        {/* The list view's thumbnails are never the largest paint: only the card grid's first row loads with priority. */}
        {items.map((item, index) => (
          <li key={item.id}>
            <ProductCard product={item} view={view} showArticle={product.showArticle} showStock={product.showStock} priority={view === 'card' && index < 4} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="listing">
      <Breadcrumbs items={listing.breadcrumbs} />
      <h1 className="page-title">{title}</h1>
      <Subcategories items={listing.subcategories} view={catalog.subcategoriesView} />
      <div className="listing__body">
        <aside className={`listing__filters${filtersOpen ? ' listing__filters--open' : ''}`} aria-label="Фильтры">
          <div className="listing__filters-head">
            <h2>Фильтры</h2>
            <button type="button" className="listing__filters-close" onClick={() => setFiltersOpen(false)}>
              <Glyph name="close" />
              <span className="ui-visually-hidden">Закрыть фильтры</span>
            </button>
          </div>
          <Facets facets={listing.facets} inStockCount={listing.inStockCount} total={listing.total} onDone={() => setFiltersOpen(false)} />
        </aside>
        <div className="listing__results" ref={list}>
          <ListingToolbar
            total={listing.total}
            sort={sort}
            view={view}
            viewOptions={catalog.viewOptions}
            activeFilters={activeFilterCount(new URLSearchParams(location.search))}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          {catalog.infiniteScrollEnabled ? (
            <InfiniteProducts items={listing.items} page={listing.page} pageCount={listing.pageCount} renderItems={renderItems} />
          ) : (
            <>
              {renderItems(listing.items)}
              <Pagination page={listing.page} pageCount={listing.pageCount} />
            </>
          )}
        </div>
      </div>
      {listing.category?.description ? <div className="listing__description">{listing.category.description}</div> : null}
    </div>
  );
}
