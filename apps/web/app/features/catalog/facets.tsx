import { useState } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { type Camelize, type Listing, pluralRu } from '@store/contracts';
import { formatQuantity } from '~/components/availability';
import { facetValues, toggleFacetValue, toggleInStock } from './listing-query';

type Facet = Camelize<Listing>['facets'][number];

interface FacetGroupProps {
  facet: Facet;
  collapsedLimit: number;
  isChecked: (code: string, value: string) => boolean;
  onToggle: (code: string, value: string) => void;
}

function FacetGroup({ facet, collapsedLimit, isChecked, onToggle }: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false);
  // Collapsed: the first values, and any chosen further down, so every choice stays in sight.
  const shown = expanded ? facet.values : facet.values.filter((value, index) => index < collapsedLimit || value.selected);
  return (
    <fieldset className="facet">
      <legend className="facet__title">{facet.name}</legend>
      <ul className="facet__values">
        {shown.map((value) => (
          <li key={value.value}>
            <label className={`facet__option${value.count === 0 && !value.selected ? ' facet__option--empty' : ''}`}>
              <input
                type="checkbox"
                name={facet.code}
                value={value.value}
                checked={isChecked(facet.code, value.value)}
                onChange={() => onToggle(facet.code, value.value)}
              />
              <span className="facet__label">{value.label}</span>
              <span className="facet__count">{formatQuantity(value.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {shown.length < facet.values.length ? (
        <button type="button" className="facet__more" onClick={() => setExpanded(true)}>
          Показать все ({facet.values.length})
        </button>
      ) : null}
    </fieldset>
  );
}

interface FacetsProps {
  facets: Facet[];
  inStockCount: number;
  total: number;
  /** Values a facet shows before "Показать все": fewer when the filters sit in a row above the products. */
  collapsedLimit?: number;
  onDone?: () => void;
}

/**
 * Filters as a GET form: without JavaScript "Применить" submits it; with it, every change goes straight to
 * the URL (comma-separated values, page reset), keeping the scroll position.
 */
export function Facets({ facets, inStockCount, total, collapsedLimit = 8, onDone }: FacetsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useNavigation().location;
  const search = new URLSearchParams(location.search);
  // While the next page loads, boxes already show the state being loaded.
  const shown = pending && pending.pathname === location.pathname ? new URLSearchParams(pending.search) : search;
  const isChecked = (code: string, value: string) => facetValues(shown, code).includes(value);
  const go = (query: string) => navigate(`${location.pathname}${query}`, { preventScrollReset: true });
  const hasFilters = facets.some((facet) => facet.values.some((value) => value.selected)) || search.get('in_stock') === '1';

  return (
    <Form method="get" action={location.pathname} className="facets" preventScrollReset>
      {/* Without JavaScript the form replaces the query: keep what is not a filter (the search text, sort, view). */}
      {['q', 'sort', 'view'].map((key) => {
        const value = search.get(key);
        return value ? <input key={key} type="hidden" name={key} value={value} /> : null;
      })}
      <fieldset className="facet">
        <legend className="facet__title">Наличие</legend>
        <ul className="facet__values">
          <li>
            <label className="facet__option">
              <input type="checkbox" name="in_stock" value="1" checked={shown.get('in_stock') === '1'} onChange={() => go(toggleInStock(search))} />
              <span className="facet__label">Только в наличии</span>
              <span className="facet__count">{formatQuantity(inStockCount)}</span>
            </label>
          </li>
        </ul>
      </fieldset>
      {facets
        .filter((facet) => facet.values.length > 0)
        .map((facet) => (
          <FacetGroup
            key={facet.code}
            facet={facet}
            collapsedLimit={collapsedLimit}
            isChecked={isChecked}
            onToggle={(code, value) => go(toggleFacetValue(search, code, value))}
          />
        ))}
      <div className="facets__actions">
        <noscript>
          <button type="submit" className="facets__apply">
            Применить
          </button>
        </noscript>
        {onDone ? (
          <button type="button" className="facets__apply" onClick={onDone}>
            Показать {formatQuantity(total)} {pluralRu(total, ['товар', 'товара', 'товаров'])}
          </button>
        ) : null}
        {hasFilters ? (
          <Link to={location.pathname} className="facets__reset" preventScrollReset>
            Сбросить фильтры
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
