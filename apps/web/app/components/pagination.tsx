import { useLocation } from 'react-router';
import { SmartLink } from './smart-link';
import './pagination.css';

/** The query with `page` set (page 1 drops it: one address per page). */
export function withPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Page numbers to show: first, last, and two around the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((item) => item >= 1 && item <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((item, index) => (index > 0 && item - sorted[index - 1]! > 1 ? [null, item] : [item]));
}

/** Plain links, so bots and visitors without JavaScript reach every page. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  if (pageCount <= 1) return null;
  const href = (target: number) => `${location.pathname}${withPage(search, target)}`;
  return (
    <nav className="pagination" aria-label="Страницы">
      {page > 1 ? (
        <SmartLink url={href(page - 1)} className="pagination__step" rel="prev">
          Назад
        </SmartLink>
      ) : null}
      <ul>
        {pageWindow(page, pageCount).map((item, index) =>
          item === null ? (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place in the row
              key={`gap-${index}`}
              className="pagination__gap"
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <SmartLink url={href(item)} className="pagination__page" aria-current={item === page ? 'page' : undefined} aria-label={`Страница ${item}`}>
                {item}
              </SmartLink>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <SmartLink url={href(page + 1)} className="pagination__step" rel="next">
          Вперёд
        </SmartLink>
      ) : null}
    </nav>
  );
}
