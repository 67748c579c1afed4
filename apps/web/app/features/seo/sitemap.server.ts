import type { MenuCategory } from '@store/contracts';
import type { ApiClient } from '~/api/client';

/** URLs per sitemap file: well under the protocol's 50,000, so each file stays small and quick to build. */
export const sitemapChunkSize = 10_000;
/** The listing API's largest page. */
const listingPageSize = 100;

export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function urlSet(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function sitemapIndex(origin: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap/${file}`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}

function categoryPaths(categories: MenuCategory[]): string[] {
  return categories.flatMap((category) => [category.url, ...categoryPaths(category.subcategories)]);
}

/** Home, the catalogue, every category, the services and each service, every content page, and what the header and footer link to. */
export async function pagePaths(api: ApiClient): Promise<string[]> {
  const [categories, header, footer, pages, services] = await Promise.all([
    api.get('/Section/getCatalogCategories/'),
    api.get('/Content/getHeader/'),
    api.get('/Content/getFooter/'),
    api.get('/Content/getPages/'),
    api.get('/Content/getServices/'),
  ]);
  const linked = [...header.links, ...footer.links, ...footer.documents].map((link) => link.url).filter((url) => url.startsWith('/') && !url.startsWith('//'));
  return [
    ...new Set([
      '/',
      '/catalog/',
      ...categoryPaths(categories as MenuCategory[]),
      '/services/',
      ...services.services.map((service) => service.url),
      ...pages.map((page) => `/${page.slug}/`),
      ...linked,
    ]),
  ];
}

export async function productTotal(api: ApiClient): Promise<number> {
  const first = await api.get('/Catalog/getSection/', { path: '', page: 1, page_size: 1 });
  return first.total;
}

/** Product URLs of one chunk, read through the listing API a page at a time. */
export async function productPaths(api: ApiClient, chunk: number): Promise<string[]> {
  const pagesPerChunk = sitemapChunkSize / listingPageSize;
  const paths: string[] = [];
  for (let index = 0; index < pagesPerChunk; index += 1) {
    const page = await api.get('/Catalog/getSection/', { path: '', page: chunk * pagesPerChunk + index + 1, page_size: listingPageSize });
    paths.push(...page.items.map((item) => item.url));
    if (page.page >= page.pageCount) break;
  }
  return paths;
}
