import { FocusScope } from '@radix-ui/react-focus-scope';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CardList } from '~/components/product-card/card-list';
import type { Camelize, Listing, Settings, SortBy } from '@store/contracts';
import { Icon } from '~/ui/icon/icon';
import { Facets } from './facets';
import { InfiniteProducts } from './infinite-products';
import { ListingToolbar } from './listing-toolbar';
import { type ListingView, activeFilterCount } from './listing-query';
import { Pagination } from '~/components/pagination';
import { type CardProduct, ProductCard } from '~/components/product-card/product-card';
import { productAnchor } from '~/lib/product-anchor';
import { QuickView, type QuickViewState } from './quick-view';
import { useRestAfterPaint } from './rest-after-paint';
import { useFilterSheet } from './use-filter-sheet';
import './catalog.css';

/**
 * Cards a navigation paints at once: what a first screen (900 px high) shows at any width, a row of up to 4 cards or
 * the first 4 list rows; and the filter groups of the sidebar it shows (the in-stock box and 2 groups), none on a
 * phone, where the filters open as a sheet.
 */
const firstScreen = 4;
/** FocusScope moves focus on mount and unmount by default: the sidebar of every listing must not take it. */
const stayPut = (event: Event) => event.preventDefault();
const firstScreenFilters = 2;

export type ListingResult = Pick<Camelize<Listing>, 'facets' | 'inStockCount' | 'total' | 'items' | 'page' | 'pageCount'>;

interface ListingBodyProps {
  result: ListingResult;
  sort: SortBy;
  view: ListingView;
  catalog: Camelize<Settings>['catalog'];
  product: Camelize<Settings>['product'];
  /** Settings fav.enabled: products have a heart. */
  favourites: boolean;
}

/**
 * Facets beside the products or above them (settings catalog.showFilterMode), the toolbar, and the products page by
 * page or endlessly, each with a quick view when the store offers one: a category listing and search results alike.
 */
export function ListingBody({ result, sort, view, catalog, product, favourites }: ListingBodyProps) {
  const location = useLocation();
  const filterSheet = useFilterSheet();
  const filtersOpen = filterSheet.open;
  const [quickView, setQuickView] = useState<QuickViewState | null>(null);
  const openQuickView = catalog.needPreviewProductModal
    ? (product: CardProduct, trigger: HTMLElement) => setQuickView({ product, trigger, open: true })
    : undefined;
  const list = useRef<HTMLDivElement>(null);
  // A navigation to this listing paints its first cards and filters, and the rest come just after, in one render
  // (not on the first load).
  const held = useRestAfterPaint(result, result.items.length > firstScreen || result.facets.length > firstScreenFilters);
  const shown = held ? firstScreen : Number.POSITIVE_INFINITY;

  // A new page of results starts at the top of the list, not wherever the pagination was. Not on the first render:
  // a new listing starts at the top of the page, and measuring there would lay the whole new page out before its
  // first frame.
  const shownPage = useRef(result.page);
  useEffect(() => {
    if (shownPage.current === result.page) return;
    shownPage.current = result.page;
    const top = list.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) list.current?.scrollIntoView({ block: 'start' });
  }, [result.page]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter sheet closes when the page changes, whatever else changed
  useEffect(() => filterSheet.close(), [location.pathname]);

  const renderItems = (items: CardProduct[]) =>
    items.length === 0 ? (
      <p className="listing__empty">Ничего не найдено</p>
    ) : (
      <CardList className={`listing__items listing__items--${view}`}>
        {/* The list view's thumbnails are never the largest paint: only the card grid's first row loads with priority. */}
        {(items.length > shown ? items.slice(0, shown) : items).map((item, index) => (
          <li key={item.id} id={productAnchor(item.id)}>
            <ProductCard
              product={item}
              view={view}
              showArticle={product.showArticle}
              showStock={product.showStock}
              favourites={favourites}
              priority={view === 'card' && index < 4}
              onQuickView={openQuickView && ((trigger) => openQuickView(item, trigger))}
            />
          </li>
        ))}
      </CardList>
    );

  return (
    <div className={`listing__body listing__body--filters-${catalog.showFilterMode}`}>
      {/* Beside the products it is a landmark; on a phone it opens over them as a modal dialog that keeps focus. */}
      <FocusScope asChild trapped={filtersOpen} loop={filtersOpen} onMountAutoFocus={stayPut} onUnmountAutoFocus={stayPut}>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal is set only while the role is dialog (the open sheet) */}
        <aside
          ref={filterSheet.sheet}
          className={`listing__filters${filtersOpen ? ' listing__filters--open' : ''}`}
          aria-label="Фильтры"
          role={filtersOpen ? 'dialog' : undefined}
          aria-modal={filtersOpen || undefined}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !filtersOpen) return;
            event.stopPropagation();
            filterSheet.close();
          }}
        >
          <div className="listing__filters-head">
            <h2>Фильтры</h2>
            <button type="button" className="listing__filters-close" onClick={filterSheet.close}>
              <Icon name="close" />
              <span className="ui-visually-hidden">Закрыть фильтры</span>
            </button>
          </div>
          {/* Suspense boundaries split hydration into tasks of their own, so a long listing never blocks input for long. */}
          <Suspense>
            <Facets
              facets={held ? result.facets.slice(0, firstScreenFilters) : result.facets}
              inStockCount={result.inStockCount}
              total={result.total}
              collapsedLimit={catalog.showFilterMode === 'top' ? 5 : 8}
              onDone={filterSheet.close}
            />
          </Suspense>
        </aside>
      </FocusScope>
      <div className="listing__results" ref={list}>
        <ListingToolbar
          total={result.total}
          sort={sort}
          view={view}
          viewOptions={catalog.viewOptions}
          activeFilters={activeFilterCount(new URLSearchParams(location.search))}
          onOpenFilters={filterSheet.openFrom}
        />
        <Suspense>
          {catalog.infiniteScrollEnabled ? (
            <InfiniteProducts items={result.items} page={result.page} pageCount={result.pageCount} renderItems={renderItems} />
          ) : (
            <>
              {renderItems(result.items)}
              <Pagination page={result.page} pageCount={result.pageCount} />
            </>
          )}
        </Suspense>
      </div>
      {catalog.needPreviewProductModal ? (
        <QuickView
          state={quickView}
          onClose={() => setQuickView((state) => state && { ...state, open: false })}
          showArticle={product.showArticle}
          showStock={product.showStock}
          favourites={favourites}
        />
      ) : null}
    </div>
  );
}
