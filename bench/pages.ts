import { type LoadResult, runLoad } from './load.ts';
import { type BenchServerOptions, startServer } from './server.ts';

export interface PageRow {
  label: string;
  path: string;
  result: LoadResult;
  /** This page's req/s over /healthz's in the same server start. */
  ratio: number;
}

/**
 * The pages an anonymous visitor opens most: a category listing, a product and a search. The issue quotes
 * /catalog/krepezh/bolty/; a store without it uses its first second-level category.
 */
async function pagePaths(baseUrl: string): Promise<{ label: string; path: string }[]> {
  type Node = { url: string; subcategories: Node[] };
  const tree = ((await (await fetch(`${baseUrl}/api/Section/getCatalogCategories/`)).json()) as { result: Node[] }).result;
  const second = tree.flatMap((node) => node.subcategories);
  const category = second.find((node) => node.url === '/catalog/krepezh/bolty/')?.url ?? second[0]?.url ?? tree[0]!.url;
  const sectionPath = category.replace(/^\/catalog\/|\/$/g, '');
  const listing = (await (await fetch(`${baseUrl}/api/Catalog/getSection/?path=${encodeURIComponent(sectionPath)}`)).json()) as {
    result: { items: { url: string }[] };
  };
  return [
    { label: 'category', path: category },
    { label: 'product', path: listing.result.items[0]!.url },
    { label: 'search', path: `/search/?q=${encodeURIComponent('болт м10 din 933')}` },
  ];
}

/**
 * Each page alone at `connections` for `seconds` after a 2 s warm-up, /healthz first, in one server start per
 * page-cache setting (on: the server's default; off: PAGE_CACHE=0), so every ratio compares figures taken
 * minutes apart on the same machine.
 */
export async function pageLoad(
  server: Omit<BenchServerOptions, 'pageCache'>,
  options: { caches: boolean[]; connections: number; seconds: number },
): Promise<{ cache: boolean; healthz: LoadResult; pages: PageRow[] }[]> {
  const runs = [];
  for (const cache of options.caches) {
    const running = await startServer({ ...server, pageCache: cache });
    try {
      const load = (path: string, seconds: number) => runLoad({ baseUrl: running.baseUrl, paths: [path], connections: options.connections, seconds });
      const paths = await pagePaths(running.baseUrl);
      await load('/healthz', 2);
      const healthz = await load('/healthz', options.seconds);
      const pages: PageRow[] = [];
      for (const { label, path } of paths) {
        await load(path, 2);
        const result = await load(path, options.seconds);
        pages.push({ label, path, result, ratio: result.rps / healthz.rps });
      }
      runs.push({ cache, healthz, pages });
    } finally {
      await running.stop();
    }
  }
  return runs;
}
