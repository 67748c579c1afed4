import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type SortBy, pluralRu } from '@store/contracts';
import { formatQuantity } from '~/components/availability';
import { Icon } from '~/ui/icon/icon';
import { useWalkedChoice } from '~/ui/select/walked-choice';
import { type ListingView, isSort, sortLabels, sortValues, withSort, withView } from './listing-query';

interface ListingToolbarProps {
  total: number;
  sort: SortBy;
  view: ListingView;
  viewOptions: ListingView[];
  activeFilters: number;
  /** Opens the phone's filter sheet; focus returns to the button when it closes. */
  onOpenFilters: (button: HTMLElement) => void;
}

const viewLabels: Record<ListingView, string> = { card: 'Плиткой', list: 'Списком' };

/** A choice walked to with the keyboard sorts on Enter or when the select is left (useWalkedChoice). */
function SortSelect({ sort, onSort }: { sort: SortBy; onSort: (value: SortBy) => void }) {
  const [chosen, setChosen] = useState<SortBy>(sort);
  useEffect(() => setChosen(sort), [sort]);
  const choice = useWalkedChoice((value) => {
    if (value !== sort && isSort(value)) onSort(value);
  });
  return (
    <select
      value={chosen}
      onKeyDown={choice.onKeyDown}
      onChange={(event) => {
        const value = event.target.value;
        if (!isSort(value)) return;
        setChosen(value);
        choice.changed(value);
      }}
      onBlur={choice.onBlur}
    >
      {sortValues.map((value) => (
        <option key={value} value={value}>
          {sortLabels[value]}
        </option>
      ))}
    </select>
  );
}

/** Count, sort select, view switch, and on phones the button that opens the filter sheet. */
export function ListingToolbar({ total, sort, view, viewOptions, activeFilters, onOpenFilters }: ListingToolbarProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);

  return (
    <div className="listing-toolbar">
      {/* A status: a filter ticked keeps focus where it is, and the new count is read out. */}
      <p className="listing-toolbar__count" role="status">
        {formatQuantity(total)} {pluralRu(total, ['товар', 'товара', 'товаров'])}
      </p>
      <button type="button" className="listing-toolbar__filters" onClick={(event) => onOpenFilters(event.currentTarget)}>
        <Icon name="filter" size={18} />
        Фильтры
        {activeFilters > 0 ? <span className="listing-toolbar__badge">{activeFilters}</span> : null}
      </button>
      <label className="listing-toolbar__sort">
        <span className="ui-visually-hidden">Сортировка</span>
        <SortSelect sort={sort} onSort={(value) => navigate(`${location.pathname}${withSort(search, value)}`, { preventScrollReset: true })} />
        <Icon name="chevron-down" size={16} className="listing-toolbar__sort-chevron" />
      </label>
      {viewOptions.length > 1 ? (
        <div className="listing-toolbar__views" role="group" aria-label="Вид списка">
          {viewOptions.map((option) => (
            <Link
              key={option}
              to={`${location.pathname}${withView(search, option)}`}
              className="listing-toolbar__view"
              aria-current={option === view ? 'true' : undefined}
              preventScrollReset
              rel="nofollow"
            >
              <Icon name={option === 'card' ? 'grid' : 'list'} size={18} />
              <span className="ui-visually-hidden">{viewLabels[option]}</span>
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
