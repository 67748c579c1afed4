import { Link, useLocation, useNavigate } from 'react-router';
import { type SortBy, pluralRu } from '@store/contracts';
import { formatQuantity } from '~/components/availability';
import { Icon } from '~/ui/icon/icon';
import { type ListingView, isSort, sortLabels, sortValues, withSort, withView } from './listing-query';

interface ListingToolbarProps {
  total: number;
  sort: SortBy;
  view: ListingView;
  viewOptions: ListingView[];
  activeFilters: number;
  onOpenFilters: () => void;
}

const viewLabels: Record<ListingView, string> = { card: 'Плиткой', list: 'Списком' };

/** Count, sort select, view switch, and on phones the button that opens the filter sheet. */
export function ListingToolbar({ total, sort, view, viewOptions, activeFilters, onOpenFilters }: ListingToolbarProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);

  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count">
        {formatQuantity(total)} {pluralRu(total, ['товар', 'товара', 'товаров'])}
      </p>
      <button type="button" className="listing-toolbar__filters" onClick={onOpenFilters}>
        <Icon name="filter" size={18} />
        Фильтры
        {activeFilters > 0 ? <span className="listing-toolbar__badge">{activeFilters}</span> : null}
      </button>
      <label className="listing-toolbar__sort">
        <span className="ui-visually-hidden">Сортировка</span>
        <select
          value={sort}
          onChange={(event) => {
            if (isSort(event.target.value)) navigate(`${location.pathname}${withSort(search, event.target.value)}`, { preventScrollReset: true });
          }}
        >
          {sortValues.map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </select>
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
