import { siteOrigin } from '~/lib/site-origin.server';
import type { Route } from './+types/robots';

/** Filters, sort and private areas are kept out of the index; the sitemap lists the rest. */
export function loader({ request, context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /basket/',
    'Disallow: /fav/',
    'Disallow: /auth/',
    'Disallow: /profile/',
    'Disallow: /search/',
    'Disallow: /swagger/',
    'Disallow: /*?*sort=',
    'Disallow: /*?*view=',
    '',
    `Sitemap: ${siteOrigin(request, context)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
