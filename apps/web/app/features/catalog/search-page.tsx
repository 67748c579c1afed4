import { useLocation } from 'react-router';
import type { Camelize, SearchResults, Settings, SortBy } from '@store/contracts';
import { readableQuery } from '~/lib/search-url';
import { ListingBody } from './listing-body';
import { type ListingView, activeFilterCount } from './listing-query';
import { SearchChips } from './search-chips';
import { SearchRelaxed } from './search-relaxed';
import './search.css';

interface SearchPageProps {
  q: string;
  results: Camelize<SearchResults>;
  sort: SortBy;
  view: ListingView;
  catalog: Camelize<Settings>['catalog'];
  product: Camelize<Settings>['product'];
  favourites: boolean;
}

function NothingFound() {
  return (
    <div className="search-empty">
      <p className="search-empty__title">Ничего не найдено</p>
      <p>Проверьте написание или упростите запрос: например, «болт М10х50», «DIN 933», «гайка М12 нерж».</p>
      <p>Размер можно писать как М10х50, 10x50 или d10 l50; стандарт — DIN, ISO или ГОСТ с номером.</p>
    </div>
  );
}

/** /search/: the results with the listing's facets, toolbar and cards, and the recognised attributes as chips. */
export function SearchPage({ q, results, sort, view, catalog, product, favourites }: SearchPageProps) {
  const location = useLocation();
  const activeFilters = activeFilterCount(new URLSearchParams(location.search));
  return (
    <div className="listing search-page">
      <h1 className="page-title">{q ? `Результаты поиска «${readableQuery(q)}»` : 'Поиск'}</h1>
      {results.correctedQuery ? <p className="search-page__corrected">Показаны результаты по запросу «{results.correctedQuery}»</p> : null}
      <SearchChips chips={results.chips} />
      {results.relaxation ? <SearchRelaxed q={q} notice={results.relaxation.notice} /> : null}
      {results.equivalents ? <p className="search-page__equivalents">{results.equivalents.notice}</p> : null}
      {results.total === 0 && activeFilters === 0 ? (
        <NothingFound />
      ) : (
        <ListingBody result={results} sort={sort} view={view} catalog={catalog} product={product} favourites={favourites} />
      )}
    </div>
  );
}
