import { parseArgs } from 'node:util';
import { basketLoad, guestBasket, popularProducts } from './basket.ts';
import { basketCpu } from './basket-cpu.ts';
import { deliveryLoad, orderBuyers, ordersLoad, placeOrders } from './orders.ts';
import { routeBundleSizes } from './bundle.ts';
import { lighthouseScores } from './lighthouse.ts';
import { loadFrames, medianCost } from './load-frames.ts';
import { facetTimes } from './facets.ts';
import { relevanceOf } from './relevance.ts';
import { relevanceLine } from '../apps/api/src/modules/search/relevance-score.ts';
import { type LoadResult, runLoad } from './load.ts';
import { navigationTimes } from './navigation.ts';
import { percentile } from './percentile.ts';
import { pageLoad } from './pages.ts';
import { relevanceSet } from '../apps/api/src/modules/search/relevance-set.ts';
import { startServer } from './server.ts';

/**
 * `npm run bench -- <listing|listing-cold|search|search-cold|suggest|suggest-cold|facets|relevance|basket|basket-cpu|orders|delivery|pages|navigation|navigation-phases|bundle|lighthouse|load-frames> [--skus 200000] [--dialect sqlite|postgres] [--seconds 15] [--web-concurrency N] [--page-cache on|off|both] [--with-orders N] [--port 3700]`
 * The server runs as `npm start` does, with WEB_CONCURRENCY unset (its default: a process per core) unless
 * --web-concurrency is given.
 * `listing` repeats a realistic mix of listing URLs (answers come from the per-index answer cache after the
 * first visit); `listing-cold` never repeats a URL, so every answer is computed: the worst case.
 * `search` replays the relevance set's queries (apps/api/src/modules/search/relevance-set.ts) against the
 * search API, after each was asked once on every connection (so every process has computed it) and 3 s more;
 * `search-cold` asks each one with a new page number, so every answer (universe, facet counts, order) is computed;
 * `suggest` types the queries letter by letter into the header's suggestions after a 3 s warm-up pass
 * (steady state: a store's popular prefixes are asked all day); `suggest-cold` asks each prefix exactly once on a freshly started server, so every answer is computed. `facets` starts
 * no server: it times, in process and uncached, each relevance query's universe and facet counting pass (`--repetitions`, 10 by default; see facets.ts).
 * `relevance` starts no server either: it scores the relevance set on the bench store (share of right first
 * suggestions, dead ends; see relevance.ts). Both need the store seeded by an earlier run of the same size and dialect.
 * `basket-cpu` starts no server: it builds the API in process on the bench store and reports server CPU per Basket/add
 * and Basket/get and the statements each runs (`--calls` 1000 each, `--repetitions` rounds, alternating; `--profile-dir D` writes CPU profiles; see basket-cpu.ts).
 * `basket` gives each of 20 virtual buyers its own guest session and a basket of `--lines` (30) popular
 * products, then measures Basket/add (to those lines) and Basket/get (the whole basket priced, with its
 * recommendations).
 * `orders` gives each of 10 virtual buyers (`--connections`) their own session and basket; each in a loop fills
 * the basket with `--order-lines` (3) popular products (not timed) and places the order (Order/checkout/, timed).
 * `delivery` asks Delivery/countDeliveryOrder/ for every transport company's courier and pickup price in six
 * cities, at 20 connections each with a guest basket of `--lines` (30) products (see orders.ts).
 * `pages` measures a category, a product and a search page for an anonymous visitor at 10 connections, with the
 * HTML cache on and off (`--page-cache`, both by default: two server starts; off sets PAGE_CACHE=0), each next to
 * /healthz in the same start (see pages.ts). `navigation` times click → new listing painted in Chromium with the CPU
 * slowed 4×, over `--navigations` (20) categories, with the link hovered first and without, and the floor: the same
 * first frame put in place without script, with the hovered figure's ratio to it (see navigation.ts);
 * `navigation-phases` traces the hovered clicks and prints where each one's time went: script, forced style and layout,
 * the frame's style, layout and paint, the data's wait, idle (see navigation-phases.ts).
 * `lighthouse` scores mobile performance, median of 3, on home, a category, a product, search and the basket
 * page of a guest with 5 lines. `load-frames` loads the same pages cold (`--loads`, 5 each) on a phone-sized window at
 * 4× CPU, untraced, and prints from the browser's Long Animation Frames what blocked (Lighthouse's TBT counts the
 * same long tasks), what rendering took, and whose scripts ran (see load-frames.ts).
 * `listing` and `search` with `--with-orders N` measure their load a second time while N buyers place orders
 * (3-line orders of popular products: stock moves, and every process patches its index and drops the answers that
 * show stock), and print the orders placed meanwhile.
 * Search and basket modes use 20 connections unless --connections is given.
 * Prints a Markdown row per measurement, to paste into bench/RESULTS.md.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    skus: { type: 'string', default: '200000' },
    dialect: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string' },
    repetitions: { type: 'string', default: '10' },
    calls: { type: 'string', default: '1000' },
    'profile-dir': { type: 'string' },
    lines: { type: 'string', default: '30' },
    'order-lines': { type: 'string', default: '3' },
    'web-concurrency': { type: 'string' },
    'page-cache': { type: 'string', default: 'both' },
    navigations: { type: 'string', default: '20' },
    loads: { type: 'string', default: '5' },
    'with-orders': { type: 'string', default: '0' },
    /** Where the server listens: another engineer's bench on the same machine may hold the default. */
    port: { type: 'string', default: '3700' },
  },
});
const mode = positionals[0] ?? 'listing';
const skus = Number(values.skus);
const dialect = values.dialect === 'postgres' ? 'postgres' : 'sqlite';
const seconds = Number(values.seconds);
const webConcurrency = values['web-concurrency'];
const port = Number(values.port);
const connections = Number(values.connections ?? (positionals[0]?.startsWith('s') || positionals[0] === 'basket' || positionals[0] === 'delivery' ? 20 : 50));

const searchPaths = relevanceSet.map(({ q }) => `/api/Search/getResults/?q=${encodeURIComponent(q)}`);
/** Every prefix of three or more letters, as a buyer types: each is a new question. */
const suggestPaths = relevanceSet.flatMap(({ q }) =>
  Array.from({ length: Math.max(0, q.length - 2) }, (_, i) => `/api/Search/getFromBar/?q=${encodeURIComponent(q.slice(0, i + 3))}`),
);

/** The pages Lighthouse scores (issue 11): home, a category, a product, search and the basket of a guest with 5 lines. */
async function scoredPages(baseUrl: string): Promise<{ url: string; headers?: Record<string, string> }[]> {
  const [category] = await categoryPaths(baseUrl);
  const products = await popularProducts(baseUrl, 5);
  const basketCookie = await guestBasket(baseUrl, products);
  return [
    { url: '/' },
    { url: `/catalog/${category}/` },
    { url: products[0]!.url },
    { url: `/search/?q=${encodeURIComponent('болт м10 din 933')}` },
    { url: '/basket/', headers: { cookie: basketCookie } },
  ].map((page) => ({ ...page, url: baseUrl + page.url }));
}

async function categoryPaths(baseUrl: string): Promise<string[]> {
  type Node = { url: string; subcategories: Node[] };
  const tree = ((await (await fetch(`${baseUrl}/api/Section/getCatalogCategories/`)).json()) as { result: Node[] }).result;
  const paths: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      paths.push(node.url.replace(/^\/catalog\/|\/$/g, ''));
      walk(node.subcategories);
    }
  };
  walk(tree);
  return paths;
}

/** A realistic mix: plain listings, sorted, filtered by one and two facets, second pages. */
async function listingPaths(baseUrl: string): Promise<string[]> {
  const urls: string[] = [];
  for (const path of await categoryPaths(baseUrl)) {
    const listing = (
      (await (await fetch(`${baseUrl}/api/Catalog/getSection/?path=${encodeURIComponent(path)}`)).json()) as {
        result: { facets: { code: string; values: { value: string }[] }[] };
      }
    ).result;
    const facet = (code: string) => listing.facets.find((f: { code: string }) => f.code === code)?.values[0]?.value as string | undefined;
    const q = (extra: string) => `/api/Catalog/getSection/?path=${encodeURIComponent(path)}${extra}`;
    urls.push(q(''), q('&sort=price_asc'), q('&page=2'));
    const diameter = facet('diameter');
    const strength = facet('strength_class');
    if (diameter) urls.push(q(`&diameter=${encodeURIComponent(diameter)}&sort=price_desc`));
    if (diameter && strength) urls.push(q(`&diameter=${encodeURIComponent(diameter)}&strength_class=${encodeURIComponent(strength)}&in_stock=1`));
  }
  return urls;
}

/**
 * Each process builds its listing index at start, in the background (seconds at 1,000,000 SKUs): cold modes
 * first wait for it with a root listing on every connection at once (the connections are spread over the
 * processes; no search answer is cached by it) and print how long that took, so their figures are the cost of
 * computing answers, not of waiting for an index. One listing waited for one process only, and the other's
 * build fell in the measured window.
 */
async function buildIndex(baseUrl: string) {
  const started = performance.now();
  await runLoad({ baseUrl, paths: ['/api/Catalog/getSection/?page_size=1'], connections, seconds: 600, requests: connections });
  console.log(`(listing index ready in every process: ${Math.round(performance.now() - started)} ms)`);
}

/**
 * Before a repeated-questions run: each path asked once per connection. Connections are spread over the server's
 * processes and each process caches its own answers, so afterwards every process holds every answer. A warm-up
 * of a fixed 3 s alone left, on a loaded machine, up to all of one process's first computations (1–300 ms each,
 * blocking its event loop) inside the measured window.
 */
async function answerEverywhere(baseUrl: string, paths: string[]) {
  await runLoad({ baseUrl, paths, connections, seconds: 600, requests: paths.length * connections });
}

const withOrders = Number(values['with-orders']);

/** Prints `load`'s row; with --with-orders, runs it again while buyers place orders and prints both rows more. */
async function measure(baseUrl: string, label: string, load: () => Promise<LoadResult>) {
  console.log(row(label, await load()));
  if (withOrders === 0) return;
  const buyers = await orderBuyers(baseUrl, withOrders, 3);
  const [result, orders] = await Promise.all([load(), placeOrders(baseUrl, buyers, seconds)]);
  console.log(row(`${label}, while ${withOrders} buyers order`, result));
  console.log(row(`Order/checkout/ meanwhile, ${withOrders} buyers, 3-line orders`, orders));
}

const row = (label: string, r: Awaited<ReturnType<typeof runLoad>>) => `| ${label} | ${r.requests} | ${r.errors} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} |`;
const header = '| measurement | requests | errors | req/s | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|---|---|';

if (mode === 'relevance') {
  const score = await relevanceOf({ skus, dialect });
  console.log(`${relevanceLine(score)} (${skus} SKUs, ${dialect})`);
  for (const miss of score.misses) console.log(`  ${miss}`);
} else if (mode === 'facets') {
  const times = await facetTimes({ skus, dialect, repetitions: Number(values.repetitions) });
  const ms = (s: { p50: number; p95: number; max: number }) => `${s.p50} | ${s.p95} | ${s.max}`;
  console.log('| facet counts in process, uncached | samples | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
  console.log(`| universe + counting pass, ${skus} SKUs, ${dialect} | ${times.samples} | ${ms(times.total)} |`);
  console.log(`| universe only (parse, full text, filter) | ${times.samples} | ${ms(times.universe)} |`);
  console.log(`| counting pass only | ${times.samples} | ${ms(times.count)} |`);
  console.log(`| bare product types ("болт"), largest universe ${times.bareTypes.largest} rows | ${times.bareTypes.samples} | ${ms(times.bareTypes)} |`);
  console.log('\n| slowest queries (by median) | universe rows | p50 ms | max ms |\n|---|---|---|---|');
  for (const { q, rows, p50, max } of times.slowest) console.log(`| ${q} | ${rows} | ${p50} | ${max} |`);
} else if (mode === 'basket-cpu') {
  const lines = Number(values.lines);
  const costs = await basketCpu({
    skus,
    dialect,
    lines,
    calls: Number(values.calls),
    warmup: 200,
    rounds: Number(values.repetitions),
    profileDir: values['profile-dir'],
  });
  console.log(
    `| call, in process, ${skus} SKUs, ${dialect}, ${lines}-line basket | calls | µs CPU | µs wall | statements | µs CPU of PostgreSQL |\n|---|---|---|---|---|---|`,
  );
  for (const cost of costs)
    console.log(`| ${cost.call} | ${cost.calls} | ${cost.cpuMicros} | ${cost.wallMicros} | ${cost.statements} | ${cost.databaseCpuMicros ?? ''} |`);
  // On a shared machine other work inflates CPU per call too: the least perturbed round is the lowest.
  const lowestAndMedian = (values: number[]) => `${Math.min(...values)} / ${values.sort((a, b) => a - b)[Math.floor(values.length / 2)]}`;
  for (const call of new Set(costs.map((cost) => cost.call))) {
    const rounds = costs.filter((cost) => cost.call === call);
    const database = dialect === 'postgres' ? lowestAndMedian(rounds.map((cost) => cost.databaseCpuMicros!)) : '';
    console.log(`| ${call}: lowest / median of ${rounds.length} rounds | | ${lowestAndMedian(rounds.map((cost) => cost.cpuMicros))} | | | ${database} |`);
  }
} else if (mode === 'bundle') {
  console.log('| route | first-load JS, KB gzip |\n|---|---|');
  for (const { route, kb } of routeBundleSizes()) console.log(`| ${route} | ${kb} |`);
} else if (mode === 'pages') {
  const caches = { on: [true], off: [false], both: [true, false] }[values['page-cache'] as 'on' | 'off' | 'both'] ?? [true, false];
  const runs = await pageLoad({ skus, dialect, port, webConcurrency }, { caches, connections: Number(values.connections ?? 10), seconds });
  const concurrency = `WEB_CONCURRENCY ${webConcurrency ?? 'default'}`;
  console.log('| page, anonymous visitor | HTML cache | req/s | p50 ms | p95 ms | errors | ratio to /healthz |\n|---|---|---|---|---|---|---|');
  for (const { cache, healthz, pages } of runs) {
    const state = cache ? 'on' : 'off (PAGE_CACHE=0)';
    console.log(`| /healthz, ${skus} SKUs, ${dialect}, ${concurrency} | ${state} | ${healthz.rps} | ${healthz.p50} | ${healthz.p95} | ${healthz.errors} | 1 |`);
    for (const { label, path, result, ratio } of pages)
      console.log(
        `| ${label} ${decodeURIComponent(path)} | ${state} | ${result.rps} | ${result.p50} | ${result.p95} | ${result.errors} | ${ratio.toFixed(3)} |`,
      );
  }
} else {
  const server = await startServer({ skus, dialect, port, webConcurrency });
  try {
    if (!['lighthouse', 'load-frames'].includes(mode) && !mode.startsWith('navigation')) console.log(header);
    if (mode === 'listing-cold') {
      const paths = (await listingPaths(server.baseUrl)).filter((path) => !path.includes('&page='));
      // Page numbers past the end still run the whole filter and count pass, and each URL is asked once.
      const unique = Array.from({ length: 200_000 }, (_, i) => `${paths[i % paths.length]!}&page=${3 + Math.floor(i / paths.length)}`);
      console.log(
        row(
          `listing API uncached, ${skus} SKUs, ${dialect}, ${connections} conn, every URL new`,
          await runLoad({ baseUrl: server.baseUrl, paths: unique, connections, seconds }),
        ),
      );
    } else if (mode === 'listing') {
      const paths = await listingPaths(server.baseUrl);
      await runLoad({ baseUrl: server.baseUrl, paths, connections, seconds: 3 });
      await measure(server.baseUrl, `listing API, ${skus} SKUs, ${dialect}, ${connections} conn, ${paths.length} URLs`, () =>
        runLoad({ baseUrl: server.baseUrl, paths, connections, seconds }),
      );
    } else if (mode === 'search') {
      await answerEverywhere(server.baseUrl, searchPaths);
      await runLoad({ baseUrl: server.baseUrl, paths: searchPaths, connections, seconds: 3 });
      await measure(server.baseUrl, `search API, ${skus} SKUs, ${dialect}, ${connections} conn, ${searchPaths.length} queries`, () =>
        runLoad({ baseUrl: server.baseUrl, paths: searchPaths, connections, seconds }),
      );
    } else if (mode === 'search-cold') {
      await buildIndex(server.baseUrl);
      const unique = Array.from({ length: 200_000 }, (_, i) => `${searchPaths[i % searchPaths.length]!}&page=${2 + Math.floor(i / searchPaths.length)}`);
      console.log(
        row(
          `search API uncached (facet counts computed), ${skus} SKUs, ${dialect}, ${connections} conn`,
          await runLoad({ baseUrl: server.baseUrl, paths: unique, connections, seconds }),
        ),
      );
    } else if (mode === 'suggest') {
      await runLoad({ baseUrl: server.baseUrl, paths: suggestPaths, connections, seconds: 3 });
      console.log(
        row(
          `suggestions, ${skus} SKUs, ${dialect}, ${connections} conn, ${suggestPaths.length} prefixes, after 3 s warm-up`,
          await runLoad({ baseUrl: server.baseUrl, paths: suggestPaths, connections, seconds }),
        ),
      );
    } else if (mode === 'suggest-cold') {
      // A fresh server, no warm-up, each prefix asked exactly once: every answer is computed.
      await buildIndex(server.baseUrl);
      const once = await runLoad({ baseUrl: server.baseUrl, paths: suggestPaths, connections, seconds, requests: suggestPaths.length });
      console.log(row(`suggestions, ${skus} SKUs, ${dialect}, ${connections} conn, ${suggestPaths.length} prefixes each asked once, fresh server`, once));
    } else if (mode === 'basket') {
      await buildIndex(server.baseUrl);
      const lines = Number(values.lines);
      const { add, get } = await basketLoad(server.baseUrl, connections, seconds, lines);
      console.log(row(`Basket/add, ${skus} SKUs, ${dialect}, ${connections} conn, a guest session each, ${lines}-line baskets`, add));
      console.log(row(`Basket/get, ${skus} SKUs, ${dialect}, ${connections} conn, a guest session each, ${lines}-line baskets`, get));
    } else if (mode === 'orders') {
      await buildIndex(server.baseUrl);
      const buyers = Number(values.connections ?? 10);
      const lines = Number(values['order-lines']);
      const orders = await ordersLoad(server.baseUrl, buyers, seconds, lines);
      console.log(row(`Order/checkout/, ${skus} SKUs, ${dialect}, ${buyers} buyers, a session and basket each, ${lines}-line orders`, orders));
    } else if (mode === 'delivery') {
      await buildIndex(server.baseUrl);
      const lines = Number(values.lines);
      const quotes = await deliveryLoad(server.baseUrl, connections, seconds, lines);
      console.log(row(`Delivery/countDeliveryOrder/, ${skus} SKUs, ${dialect}, ${connections} conn, ${lines}-line baskets`, quotes));
    } else if (mode === 'lighthouse') {
      const pages = await scoredPages(server.baseUrl);
      console.log(
        '\n| page, Lighthouse 13 mobile performance | runs | median | median run: FCP, LCP, TBT, SI ms, CLS | host benchmark index |\n|---|---|---|---|---|',
      );
      for (const { url, scores, median, medianRun } of await lighthouseScores(pages)) {
        const { FCP, LCP, TBT, SI, CLS } = medianRun.metrics;
        console.log(
          `| ${decodeURIComponent(url.replace(server.baseUrl, ''))} | ${scores.join(', ')} | ${median} | ${FCP}, ${LCP}, ${TBT}, ${SI}, ${CLS} | ${medianRun.benchmarkIndex} |`,
        );
      }
    } else if (mode === 'load-frames') {
      const loads = Number(values.loads);
      console.log(
        `\n| page, ${loads} cold loads, 412 px, CPU 4× slower (medians) | blocking ms | style, layout, paint ms | script ms by file |\n|---|---|---|---|`,
      );
      for (const { url, loads: each } of await loadFrames(await scoredPages(server.baseUrl), { loads, cpuSlowdown: 4 })) {
        const { blocking, render, bySource } = medianCost(each);
        const scripts = Object.entries(bySource)
          .filter(([, ms]) => ms >= 10)
          .sort((a, b) => b[1] - a[1])
          .map(([source, ms]) => `${source} ${Math.round(ms)}`);
        console.log(`| ${decodeURIComponent(url.replace(server.baseUrl, ''))} | ${Math.round(blocking)} | ${Math.round(render)} | ${scripts.join(', ')} |`);
      }
    } else if (mode === 'navigation') {
      const navigations = Number(values.navigations);
      console.log('\n| click → new listing painted, Chromium, CPU 4× slower | navigations | p50 ms | p75 ms | each, ms |\n|---|---|---|---|---|');
      const hovered = await navigationTimes(server.baseUrl, { navigations, cpuSlowdown: 4, hover: true });
      const atOnce = await navigationTimes(server.baseUrl, { navigations, cpuSlowdown: 4, hover: false });
      const floor = await navigationTimes(server.baseUrl, { navigations, cpuSlowdown: 4, hover: true, floor: true });
      for (const [label, times] of [
        ['link hovered until its data arrived (intent prefetch)', hovered],
        ['clicked at once, no hover', atOnce],
        ["floor: the hovered navigation's first frame put in place without script", floor],
      ] as const) {
        console.log(`| ${label} | ${navigations} | ${times.p50} | ${times.p75} | ${times.samples.join(', ')} |`);
      }
      console.log(`\nHovered p75 to the floor's p75: ${(hovered.p75 / floor.p75).toFixed(2)} (this machine's browser alone needs the floor).`);
    } else if (mode === 'navigation-phases') {
      const navigations = Number(values.navigations);
      const { samples, phases } = await navigationTimes(server.baseUrl, { navigations, cpuSlowdown: 4, hover: true, trace: true });
      const median = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          50,
        );
      console.log(`\n| hovered click → painted, traced, CPU 4× slower, ${navigations} navigations | median ms | each, ms |\n|---|---|---|`);
      console.log(`| click → painted (tracing slows it) | ${median(samples)} | ${samples.join(', ')} |`);
      for (const phase of Object.keys(phases[0] ?? {}) as (keyof (typeof phases)[number])[]) {
        const each = phases.map((navigation) => navigation[phase]);
        console.log(`| ${phase} | ${median(each)} | ${each.join(', ')} |`);
      }
    }
  } finally {
    await server.stop();
  }
}
