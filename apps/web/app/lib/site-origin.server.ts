import type { RouterContextProvider } from 'react-router';
import { requestContext } from '~/context';

/** The site's public origin (spec §9: image paths without http get it as prefix; canonical links use it). */
export function siteOrigin(request: Request, context: Readonly<RouterContextProvider>): string {
  const configured = context.get(requestContext).site.publicUrl;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
