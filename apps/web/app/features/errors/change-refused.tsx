import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '~/ui/button/button';
import { RouteErrorBoundary } from './error-page';
import './change-refused.css';

/** What a refused change shows on a page of its own: without JavaScript there is no popup to say it. */
export interface RefusedChange {
  message: string;
  back: string;
}

function refusedChange(error: unknown): RefusedChange | null {
  if (!isRouteErrorResponse(error) || error.data === null || typeof error.data !== 'object') return null;
  const { message, back } = error.data as Partial<RefusedChange>;
  return typeof message === 'string' && typeof back === 'string' ? { message, back } : null;
}

/**
 * The error boundary of a route taking changes sent without JavaScript (lib/change-and-return.server.ts): a refusal
 * says what went wrong and leads back to the page; anything else is the usual error page.
 */
export function ChangeRefusedBoundary({ title }: { title: string }) {
  const refused = refusedChange(useRouteError());
  if (!refused) return <RouteErrorBoundary />;
  return (
    <section className="container change-refused" aria-labelledby="change-refused-title">
      <h1 id="change-refused-title" className="page-title">
        {title}
      </h1>
      <p className="change-refused__message" role="alert">
        {refused.message}
      </p>
      <Button to={refused.back} iconStart="arrow-left">
        Вернуться к покупкам
      </Button>
    </section>
  );
}
