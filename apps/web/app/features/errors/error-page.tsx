import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { isStaleChunkError, reloadPageForStaleChunk } from '~/lib/stale-chunk';
import './error-page.css';

export const notFoundText = 'Страница не найдена';
export const unexpectedErrorText = 'Произошла непредвиденная ошибка';

export function ErrorPage({ notFound }: { notFound: boolean }) {
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <p className="error-page__code" aria-hidden="true">
        {notFound ? '404' : '500'}
      </p>
      <h1 id="error-page-title" className="error-page__title">
        {notFound ? notFoundText : unexpectedErrorText}
      </h1>
      <p className="error-page__hint">
        {notFound ? 'Возможно, адрес набран с ошибкой или страница была удалена.' : 'Попробуйте обновить страницу через минуту.'}
      </p>
      <Link to="/" className="error-page__home">
        На главную
      </Link>
    </section>
  );
}

/** The one error boundary (spec §8): 404 says the page is missing, anything else is unexpected. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page of an older deploy could not load a chunk: a reload brings the current one (once, spec §4).
  useEffect(() => {
    if (isStaleChunkError(error)) reloadPageForStaleChunk();
  }, [error]);
  return <ErrorPage notFound={notFound} />;
}
