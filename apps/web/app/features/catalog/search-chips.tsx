import { Link } from 'react-router';
import type { Camelize, SearchChip } from '@store/contracts';
import { searchUrl } from '~/lib/search-url';

/** The recognised attributes of the query ("Стандарт: DIN 933 ×"); each link searches again without it. */
export function SearchChips({ chips }: { chips: Camelize<SearchChip>[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="search-chips" aria-label="Распознанные признаки">
      {chips.map((chip) => (
        <li key={`${chip.attribute}:${chip.value}`}>
          <Link
            to={chip.query.trim() ? searchUrl(chip.query) : '/search/'}
            prefetch="intent"
            className="search-chips__chip"
            aria-label={`Убрать: ${chip.label}`}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
