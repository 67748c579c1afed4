import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@store/api';
import { loadConfig } from '@store/api/config';
import { migrateToLatest, openDatabase } from '@store/api/database';
import { seedDatabase } from '@store/api/seed';
import { bumpCatalogVersion } from '../../apps/api/src/modules/data-versions/data-versions.ts';
import { searchMissCounterOf, topSearchMisses } from '../../apps/api/src/modules/search/search-misses.repository.ts';
import type { Db } from '../../apps/api/src/db/database.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerWeb } from '../../apps/server/src/web.ts';
import { webBuild } from '../../apps/server/src/web-build.ts';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { root } from './support/spawn-store.ts';

/** The real store in-process (the built web app on a seeded SQLite), counting the pages React Router renders. */
let app: FastifyInstance;
let db: Db;
const renders: string[] = [];

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-page-cache-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'store.db') });
  db = database.db;
  const { dialect } = database;
  await migrateToLatest(db);
  await seedDatabase(db, { skus: 300 });
  app = await buildApp({ config, db, dialect });
  const source = await webBuild(path.join(root, 'apps/web/build'));
  const handler = await source.handler();
  await registerWeb(app, {
    source: {
      ...source,
      handler: async () => (request, context) => {
        renders.push(new URL(request.url).pathname);
        return handler(request, context);
      },
    },
    dataDir,
    site: { publicUrl: undefined, showcase: true },
    pageCache: true,
    dataVersions: () => app.dataVersions.current(),
  });
  app.addHook('onClose', async () => db.destroy());
  // Pages are kept only once the listing index of the current catalogue is built (the first listing starts it).
  await app.inject({ method: 'GET', url: '/api/Catalog/getSection/' });
  await vi.waitFor(() => expect(app.dataSettled()).toBe(true), { timeout: 30_000, interval: 50 });
});

afterAll(async () => {
  await closeBrowser();
  await app?.close();
});

const buyerName = 'Петров Иван Сергеевич';
const directorName = 'Кузнецов Алексей Николаевич';

function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers });
}

async function signIn(login: string): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/api/Auth/login/', payload: { login_type: 'email', login, password: 'demo123' } });
  expect(answer.statusCode).toBe(200);
  const sid = answer.cookies.find((cookie) => cookie.name === 'sid');
  expect(sid).toBeTruthy();
  return `sid=${sid!.value}`;
}

/** Every inline script of the page is allowed by the hashes of its Content-Security-Policy, so they all run. */
function expectScriptsAllowed(response: LightMyRequestResponse) {
  const policy = String(response.headers['content-security-policy']);
  const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, text]) => text && !attributes!.includes('src='));
  expect(scripts.length).toBeGreaterThan(2);
  for (const [, , text] of scripts) {
    expect(policy).toContain(`'sha256-${crypto.createHash('sha256').update(text!).digest('base64')}'`);
  }
}

describe('the HTML cache of guests’ pages', () => {
  const listing = '/catalog/krepezh/bolty/';

  it('renders a guest page once and answers again from the cache with headers a CDN can honour', async () => {
    const before = renders.length;
    const first = await get(listing);
    const second = await get(listing, { cookie: 'mode=dark; alert_closed=abc' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(renders.length - before).toBe(1);
    // The same bytes for everyone: the colour mode and a closed alert are applied in the browser.
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(String(second.headers.vary)).toMatch(/Cookie/);
    expect(second.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers['x-page-cache']).toBeUndefined();
    expectScriptsAllowed(second);
  });

  it('serves the compressed copy made once and answers 304 to a known ETag', async () => {
    const { etag } = (await get(listing)).headers;
    const before = renders.length;
    const brotli = await get(listing, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const again = await get(listing, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(String(again.headers['content-security-policy'])).toContain("'sha256-");
    expect(renders.length).toBe(before);
  });

  /** Requests the page until it comes from a render on the current data (while the listing index is rebuilt it is sent, not kept). */
  async function settledPage(url: string): Promise<LightMyRequestResponse> {
    let page: LightMyRequestResponse | undefined;
    await expect.poll(async () => (page = await get(url)).headers.etag).toBeTruthy();
    return page!;
  }

  it('renders afresh when the data version moves, with the same tag while the content is the same', async () => {
    const old = await get(listing);
    let before = renders.length;
    await bumpCatalogVersion(db);
    const again = await settledPage(listing);
    expect(renders.length - before).toBeGreaterThanOrEqual(1);
    // Same data, rendered again: the tag depends on the content, not on the render's nonce.
    expect(again.headers.etag).toBe(old.headers.etag);

    const listed = await app.inject({ method: 'GET', url: '/api/Catalog/getSection/?path=krepezh/bolty' });
    const [product] = (listed.json() as { result: { items: { id: number }[] } }).result.items;
    const renamed = 'Болт, переименованный для проверки кэша';
    expect(old.body).not.toContain(renamed);
    await db.updateTable('products').set({ name: renamed }).where('id', '=', product!.id).execute();
    await bumpCatalogVersion(db);
    const fresh = await settledPage(listing);
    expect(fresh.body).toContain(renamed);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    before = renders.length;
    expect((await get(listing)).body).toBe(fresh.body);
    expect(renders.length).toBe(before);
  });

  it('keeps a search page of found products, showing a catalogue change at once', async () => {
    const url = `/search/?q=${encodeURIComponent('болт м10')}`;
    const before = renders.length;
    const first = await settledPage(url);
    expect((await get(url)).body).toBe(first.body);
    expect(first.headers['cache-control']).toMatch(/^public/);
    expect(renders.length - before).toBe(1);

    const listed = await app.inject({ method: 'GET', url: `/api/Search/getResults/?q=${encodeURIComponent('болт м10')}&page=1` });
    const [product] = (listed.json() as { result: { items: { id: number }[] } }).result.items;
    const renamed = 'Болт М10, переименованный для проверки поиска';
    await db.updateTable('products').set({ name: renamed }).where('id', '=', product!.id).execute();
    await bumpCatalogVersion(db);
    expect((await settledPage(url)).body).toContain(renamed);
  });

  it('renders a search miss on every visit, so every visit is counted for the search report', async () => {
    const misses = searchMissCounterOf(db);
    const countedMiss = async (query: string) => {
      await misses.flush();
      const row = (await topSearchMisses(db, { limit: 100 })).find((miss) => miss.query === query);
      return row && { kind: row.kind, count: row.count };
    };
    for (const [query, kind] of [
      ['болт м10х999', 'relaxed'],
      ['щщщжжжыыы', 'nothing'],
    ] as const) {
      const url = `/search/?q=${encodeURIComponent(query)}`;
      const before = renders.length;
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode, query).toBe(200);
      expect(second.headers['cache-control'], query).toBe('private, no-store');
      expect(renders.length - before, query).toBe(2);
      expect(await countedMiss(query), query).toEqual({ kind, count: 2 });
    }
  });

  it('caches client navigation data requests the same way', async () => {
    const url = '/catalog/krepezh/gayki/_.data?_routes=routes%2Fcatalog%2Flisting';
    const before = renders.length;
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toMatch(/^public/);
    expect(renders.length - before).toBe(1);
  });

  it('never stores nor serves a signed-in visitor’s page', async () => {
    const pages = ['/', '/catalog/', '/catalog/krepezh/shayby/', '/search/?q=болт'];
    const buyer = await signIn('buyer@example.ru');
    for (const url of pages) {
      const page = await get(url, { cookie: buyer });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(buyerName);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(page.headers.etag, url).toBeUndefined();
    }
    const director = await signIn('director@example.ru');
    for (const url of pages) {
      const guest = await get(url);
      expect(guest.body, url).not.toContain(buyerName);
      expect(guest.headers['cache-control'], url).toMatch(/^public/);
      // Now that a guest's copy is cached, a signed-in visitor still gets their own page.
      const other = await get(url, { cookie: director });
      expect(other.body, url).toContain(directorName);
      expect(other.body, url).not.toContain(buyerName);
      expect(other.headers['cache-control'], url).toBe('private, no-store');
      expect((await get(url, { cookie: buyer })).body, url).toContain(buyerName);
    }
  });

  it('shares pages with a guest who has a basket (a session without a user)', async () => {
    await get('/catalog/krepezh/');
    const listed = await app.inject({ method: 'GET', url: '/api/Catalog/getSection/?path=krepezh' });
    const [product] = (listed.json() as { result: { items: { id: number }[] } }).result.items;
    const added = await app.inject({ method: 'POST', url: '/api/Basket/add/', payload: { id: product!.id } });
    expect(added.statusCode).toBe(200);
    const sid = added.cookies.find((cookie) => cookie.name === 'sid');
    const before = renders.length;
    const guest = await get('/catalog/krepezh/', { cookie: `sid=${sid!.value}` });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toMatch(/^public/);
    expect(renders.length).toBe(before);

    // A session cookie the store no longer knows is cleared: the cached page goes out, but not as a shareable answer.
    const stale = await get('/catalog/krepezh/', { cookie: `sid=${'x'.repeat(43)}` });
    expect(stale.body).toBe(guest.body);
    expect(String(stale.headers['set-cookie'])).toMatch(/^sid=;/);
    expect(stale.headers['cache-control']).toBe('private, no-store');
    expect(renders.length).toBe(before);
  });

  it('keeps pages that set a cookie, and the cookies pages depend on, apart', async () => {
    const url = '/catalog/krepezh/?view=list';
    const before = renders.length;
    const first = await get(url);
    const second = await get(url);
    expect(first.headers['set-cookie']).toBeTruthy();
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(renders.length - before).toBe(2);

    const plain = await get('/catalog/krepezh/');
    const remembered = await get('/catalog/krepezh/', { cookie: 'catalog_view=list' });
    expect(renders.length - before).toBe(3);
    expect(remembered.body).not.toBe(plain.body);
    expect((await get('/catalog/krepezh/', { cookie: 'catalog_view=list' })).body).toBe(remembered.body);
    expect(renders.length - before).toBe(3);
  });

  it('renders a page not found and never keeps it', async () => {
    const before = renders.length;
    expect((await get('/catalog/net-takoy-kategorii/')).statusCode).toBe(404);
    expect((await get('/catalog/net-takoy-kategorii/')).statusCode).toBe(404);
    expect(renders.length - before).toBe(2);
  });

  it('runs every script of a page served from the cache in the browser: the colour mode and a closed alert from their cookies', async () => {
    const url = '/catalog/krepezh/bolty/';
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const rendersOf = () => renders.filter((pathname) => pathname === url).length;
    const before = rendersOf();
    const { page, context } = await openPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });

    const response = await page.goto(`${address}${url}`);
    expect(response?.headers()['cache-control']).toMatch(/^public/);
    expect(rendersOf()).toBe(before + 1);
    const toggle = page.getByRole('button', { name: 'Тёмная тема' });
    await waitForHydration(toggle);
    await toggle.click();
    await expect.poll(() => page.locator('html').getAttribute('data-mode')).toBe('dark');
    const alert = page.getByRole('region', { name: 'Объявление' });
    await alert.getByRole('button', { name: 'Закрыть объявление' }).click();
    await expect.poll(() => alert.count()).toBe(0);

    // The same cached bytes again (the alert in them): the head script, allowed by its hash, applies the
    // remembered mode and hides the closed alert before paint.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.locator('html').getAttribute('data-mode')).toBe('dark');
    expect(await page.locator('.alert-bar').isVisible()).toBe(false);
    await waitForHydration(page.getByRole('button', { name: 'Тёмная тема' }));
    await expect.poll(() => page.getByRole('button', { name: 'Тёмная тема' }).getAttribute('aria-pressed')).toBe('true');
    expect(rendersOf()).toBe(before + 1);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
