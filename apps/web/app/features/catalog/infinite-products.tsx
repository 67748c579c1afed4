import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import type { CardProduct } from '~/components/product-card/product-card';
import { withPage } from '~/components/pagination';

interface PageData {
  listing: { items: CardProduct[]; page: number; pageCount: number };
}

interface InfiniteProductsProps {
  items: CardProduct[];
  page: number;
  pageCount: number;
  renderItems: (items: CardProduct[]) => ReactNode;
}

/**
 * Infinite scroll with a real link underneath: "Показать ещё" leads to the next page for bots and
 * visitors without JavaScript; with it, the next page is fetched and appended when the link comes into view.
 */
export function InfiniteProducts({ items, page, pageCount, renderItems }: InfiniteProductsProps) {
  const location = useLocation();
  const fetcher = useFetcher<PageData>();
  const [loaded, setLoaded] = useState({ items, page });
  const more = useRef<HTMLAnchorElement>(null);

  useEffect(() => setLoaded({ items, page }), [items, page]);

  useEffect(() => {
    const next = fetcher.data?.listing;
    if (next && next.page === loaded.page + 1) setLoaded({ items: [...loaded.items, ...next.items], page: next.page });
  }, [fetcher.data, loaded]);

  const nextHref = `${location.pathname}${withPage(new URLSearchParams(location.search), loaded.page + 1)}`;
  const hasMore = loaded.page < pageCount;
  const loadMore = () => {
    if (fetcher.state === 'idle' && hasMore) fetcher.load(nextHref);
  };

  useEffect(() => {
    const target = more.current;
    if (!target || !hasMore) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), { rootMargin: '400px' });
    observer.observe(target);
    return () => observer.disconnect();
  });

  return (
    <>
      {renderItems(loaded.items)}
      {hasMore ? (
        <Link
          ref={more}
          to={nextHref}
          className="listing__more"
          onClick={(event) => {
            event.preventDefault();
            loadMore();
          }}
        >
          {fetcher.state === 'idle' ? 'Показать ещё' : 'Загружаем…'}
        </Link>
      ) : null}
    </>
  );
}
