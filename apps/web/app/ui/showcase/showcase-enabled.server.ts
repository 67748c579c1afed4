import type { RouterContextProvider } from 'react-router';
import { requestContext } from '~/context';

/** The showcase and icon pages are on unless the server runs with SHOWCASE=0 (in production: they answer 404). */
export function showcaseEnabled(context: Readonly<RouterContextProvider>): boolean {
  return context.get(requestContext).site.showcase;
}
