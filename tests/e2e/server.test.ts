import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const root = path.resolve(import.meta.dirname, '../..');

interface Listing {
  total: number;
  subcategories: { url: string }[];
  items: { url: string; images: string[] }[];
}

async function api<T>(pathAndQuery: string): Promise<T> {
  const answer = await fetch(`${baseUrl}/api${pathAndQuery}`);
  expect(answer.status, `GET /api${pathAndQuery}`).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

async function page(pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, { headers, redirect: 'manual' });
  expect(response.status, `GET ${pathAndQuery}`).toBe(200);
  return { response, html: await response.text() };
}

const attribute = (tag: string | undefined, name: string) => tag?.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** A GET whose path is sent byte for byte (fetch would resolve '..' before sending). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/`, { path: rawPath }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/**
 * A POST to a page whose headers promise a body (`headers`) that is never sent: the answer can only come from the
 * headers alone. The socket is closed once it has come.
 */
function postHeadersOnly(pagePath: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${pagePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

describe('assets over HTTP', () => {
  it('serves hashed assets pre-compressed and cached for a year, other public files briefly', async () => {
    const { html } = await page('/');
    // Named by the page's module script (and its preloads).
    const script = html.match(/"(\/assets\/entry\.client-[\w-]+\.js)"/)?.[1];
    expect(script, 'the entry script named by the home page').toBeTruthy();

    for (const encoding of ['br', 'gzip']) {
      const asset = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': encoding } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(await asset.text()).toMatch(/import|export/);
    }

    const logo = await fetch(`${baseUrl}/brand/logo.svg`);
    expect(logo.status).toBe(200);
    const cache = logo.headers.get('cache-control') ?? '';
    expect(cache).not.toContain('immutable');
    expect(Number(cache.match(/max-age=(\d+)/)?.[1])).toBeLessThanOrEqual(86_400);

    const missing = await fetch(`${baseUrl}/assets/entry.client-gone1234.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('renders product pictures as webp at an allowed width and refuses other widths and paths with ..', async () => {
    const listing = await api<Listing>('/Catalog/getSection/?page_size=1');
    const picture = listing.items[0]!.images[0]!;
    const image = await fetch(`${baseUrl}/_img/w320${picture}`);
    expect(image.status, `/_img/w320${picture}`).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');

    for (const refused of ['/_img/w321/images/no-photo.svg', '/_img/w320/images/../brand/logo.svg', '/_img/w320/images/%2E%2E/brand/logo.svg']) {
      const answer = await rawGet(refused);
      expect(answer.status, refused).toBe(400);
      expect(JSON.parse(answer.body), refused).toEqual({ status: 'error', result: { message: expect.any(String) } });
    }
  });
});

describe('pages over HTTP', () => {
  it('compresses pages and allows only inline scripts carrying the CSP nonce', async () => {
    // A page rendered for each request (a guest's shared pages are cached: their scripts are allowed by hash, page-cache.test.ts).
    const { response, html } = await page('/auth/', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    // Compressed whole in one call (apps/server/src/web.ts), not streamed in chunks: its length is known.
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const nonce = response.headers.get('content-security-policy')?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];
    expect(nonce, 'a script nonce in the CSP').toBeTruthy();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(attribute(script, 'nonce'), script).toBe(nonce);

    const next = await fetch(`${baseUrl}/auth/`);
    expect(next.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('answers HEAD on a page without a body', async () => {
    const head = await fetch(`${baseUrl}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type') ?? '').not.toContain('json');
    expect(head.headers.get('content-length') ?? '0').toBe('0');
  });

  it('gives home, a category and a product a title, a description and a clean absolute canonical link', async () => {
    const listing = await api<Listing>('/Catalog/getSection/?page_size=1');
    const category = listing.subcategories[0]!.url;
    const product = listing.items[0]!.url;
    const cases = [
      { path: '/', canonical: '/' },
      { path: `${category}?standard=DIN%20933&sort=price_asc&view=list`, canonical: category },
      { path: `${product}?utm_source=mail`, canonical: product },
    ];
    for (const { path: pagePath, canonical } of cases) {
      const { html } = await page(pagePath);
      expect(html.match(/<title>([^<]+)<\/title>/g), `${pagePath}: one title`).toHaveLength(1);
      expect(attribute(html.match(/<meta name="description"[^>]*>/)?.[0], 'content'), `${pagePath}: description`).toMatch(/\S{3,}/);
      const href = attribute(html.match(/<link rel="canonical"[^>]*>/)?.[0], 'href');
      expect(href, `${pagePath}: canonical`).toMatch(/^https?:\/\//);
      const url = new URL(href!);
      expect({ path: url.pathname, search: url.search }, pagePath).toEqual({ path: canonical, search: '' });
    }
  });

  it('refuses a page form past 2 MB, or of no stated length, before reading it', async () => {
    const big = await postHeadersOnly('/auth/', { 'content-length': String(2 * 1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ status: 'error', result: { message: 'Слишком большой запрос' } });
    const unstated = await postHeadersOnly('/profile/quick-order/', { 'transfer-encoding': 'chunked' });
    expect(unstated.status).toBe(411);
    // A form of its stated size is read as before (the sign-in's own refusal, not the size's).
    const form = new URLSearchParams({ login: 'nobody@example.ru', password: 'x' });
    expect((await fetch(`${baseUrl}/auth/`, { method: 'POST', body: form, redirect: 'manual' })).status).not.toBe(413);
  });

  it('refuses a form posted to a page from another site', async () => {
    const form = { method: 'POST', body: new URLSearchParams({ login: 'a@b.ru', password: 'x' }) };
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const answer = await fetch(`${baseUrl}/auth/`, { ...form, headers, redirect: 'manual' });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.json()).toEqual({ status: 'error', result: { message: expect.any(String) } });
    }
  });
});

describe('the OpenAPI document of the running store', () => {
  it('lists the API alone, not the pages, images and files the server adds beside it', async () => {
    const answer = await fetch(`${baseUrl}/api/docs/json`);
    expect(answer.status).toBe(200);
    const paths = Object.keys(((await answer.json()) as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/api/Catalog/getSection/');
    expect(paths.filter((path) => !path.startsWith('/api/') || path.startsWith('/api/docs') || path.includes('*'))).toEqual([]);
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps private areas out of the index and points to the sitemap', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    for (const area of ['/api/', '/auth/', '/basket/', '/profile/', '/search/']) expect(text).toContain(`Disallow: ${area}\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    const sitemap = text.match(/^Sitemap: (\S+)$/m)?.[1];
    expect(new URL(sitemap!).pathname).toBe('/sitemap.xml');
  });

  it('lists every category, product, service and content page with absolute URLs that answer', async () => {
    const index = await fetch(`${baseUrl}/sitemap.xml`);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = locs(await index.text());
    expect(files.length).toBeGreaterThanOrEqual(2);
    const urls: string[] = [];
    for (const file of files) {
      expect(file).toMatch(/^https?:\/\/[^/]+\/sitemap\/[\w-]+\.xml$/);
      const chunk = await fetch(`${baseUrl}${new URL(file).pathname}`);
      expect(chunk.status, file).toBe(200);
      urls.push(...locs(await chunk.text()));
    }
    for (const url of urls) expect(url).toMatch(/^https?:\/\/[^/]+\/\S*$/);
    const paths = urls.map((url) => new URL(url).pathname);

    const listing = await api<Listing>('/Catalog/getSection/?page_size=1');
    expect(paths).toContain('/');
    expect(paths).toContain(listing.subcategories[0]!.url);
    expect(paths).toContain(listing.items[0]!.url);
    const products = paths.filter((url) => url.includes('/product/'));
    expect(new Set(products).size, 'each product once').toBe(listing.total);
    expect(products).toHaveLength(listing.total);

    await page(listing.items[0]!.url);

    // The services, each service and every content page are listed, and each answers.
    const services = await api<{ services: { url: string }[] }>('/Content/getServices/');
    const contentPages = await api<{ slug: string }[]>('/Content/getPages/');
    const marketing = ['/services/', ...services.services.map((service) => service.url), ...contentPages.map((content) => `/${content.slug}/`)];
    expect(services.services.length).toBeGreaterThan(0);
    expect(contentPages.map((content) => content.slug)).toContain('privacy-policy');
    for (const path of marketing) {
      expect(paths, path).toContain(path);
      await page(path);
    }
  });
});

/** Lines the child prints, and a way to wait (boundedly) for one. */
function watchOutput(child: ChildProcess) {
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const wake of waiters) wake();
    });
  }
  return {
    lines,
    waitFor(pattern: RegExp, what: string, timeoutMs: number): Promise<RegExpMatchArray> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = lines.map((line) => line.match(pattern)).find(Boolean);
          if (match) done(() => resolve(match));
          else if (child.exitCode !== null) done(() => reject(new Error(`store exited (${child.exitCode}) before ${what}:\n${lines.join('\n')}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`no ${what} within ${timeoutMs} ms:\n${lines.join('\n')}`))), timeoutMs);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          child.off('exit', check);
          settle();
        };
        waiters.add(check);
        child.on('exit', check);
        check();
      });
    },
  };
}

function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: nothing within ${timeoutMs} ms`)), timeoutMs)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Everything the server sends on `socket` until it closes the connection. */
function readUntilClosed(socket: net.Socket): Promise<Buffer> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    socket.once('close', () => resolve(Buffer.concat(chunks)));
    socket.once('error', reject);
  });
}

describe('graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-shutdown-'));
  let store: ChildProcess | undefined;
  afterAll(() => {
    if (store?.exitCode === null) store.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM refuses new connections, finishes the request in flight, closes the database and exits 0', { timeout: 120_000 }, async () => {
    store = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: root,
      // One process: this is the graceful shutdown of a serving process; cluster.test.ts stops a store of workers.
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_SKUS: '300', LOG_LEVEL: 'info', PUBLIC_URL: '', WEB_CONCURRENCY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = watchOutput(store);
    const exited = new Promise<number | null>((resolve) => store!.once('exit', (code) => resolve(code)));
    const [, origin, port] = await output.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:(\d+))/, 'listening line', 90_000);

    const body = JSON.stringify({ login_type: 'email', login: 'nobody@example.com', password: 'wrong-password-1' });
    const socket = net.connect(Number(port), '127.0.0.1');
    const answer = readUntilClosed(socket);
    socket.write(
      `POST /api/Auth/login/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await output.waitFor(/"url":"\/api\/Auth\/login\/"/, 'log of the incoming login request', 10_000);

    store.kill('SIGTERM');
    await output.waitFor(/shutting down/, 'shutdown log line', 10_000);

    const late = net.connect(Number(port), '127.0.0.1');
    const lateOutcome = new Promise<string>((resolve) => {
      late.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      late.once('connect', () => {
        late.write('GET /healthz HTTP/1.1\r\nHost: store\r\n\r\n');
        late.once('close', () => resolve('closed'));
      });
    });
    expect(await within(lateOutcome, 10_000, 'a new connection after SIGTERM')).toMatch(/^(ECONNREFUSED|ECONNRESET|closed)$/);
    expect(store.exitCode, 'the store waits for the request in flight').toBeNull();

    socket.write(body.slice(20));
    // Well inside the 10 s drain deadline: the connection closes because the answer is done, not because time ran out.
    const raw = (await within(answer, 5_000, 'the answer to the request in flight and the end of its connection')).toString('utf8');
    const [head = '', payload = ''] = raw.split(/\r\n\r\n(.*)/s, 2);
    expect(head).toMatch(/^HTTP\/1\.1 401 /);
    expect(Number(head.match(/^content-length: (\d+)$/im)?.[1])).toBe(Buffer.byteLength(payload));
    expect(JSON.parse(payload)).toEqual({ status: 'error', result: { message: 'Неверный логин или пароль' } });

    expect(await within(exited, 5_000, 'the store to exit after its last request')).toBe(0);
    const dbFile = path.join(dataDir, 'store.db');
    expect(fs.existsSync(`${dbFile}-wal`), 'the WAL is checkpointed into the database on close').toBe(false);
    const db = new DatabaseSync(dbFile, { readOnly: true });
    try {
      expect(db.prepare('pragma integrity_check').get()).toEqual({ integrity_check: 'ok' });
      // The answered request's write (the failed attempt) reached the database before it closed.
      expect(db.prepare("select count(*) as count from login_attempts where subject like '%nobody@example.com%'").get()).toEqual({ count: 1 });
    } finally {
      db.close();
    }
  });
});

describe('configuration reaches the pages', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-config-'));
  let store: ChildProcess | undefined;
  afterAll(async () => {
    if (store?.exitCode === null) {
      const exited = new Promise((resolve) => store!.once('exit', resolve));
      store.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('PUBLIC_URL names the sitemap and SHOWCASE=0 hides the design-system pages', { timeout: 120_000 }, async () => {
    store = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_SKUS: '300',
        LOG_LEVEL: 'info',
        PUBLIC_URL: 'https://shop.example.ru',
        SHOWCASE: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [, origin] = await watchOutput(store).waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, 'listening line', 90_000);
    expect(await (await fetch(`${origin}/robots.txt`)).text()).toMatch(/^Sitemap: https:\/\/shop\.example\.ru\/sitemap\.xml$/m);
    for (const page of ['/_ui/', '/_icons/']) expect((await fetch(`${origin}${page}`)).status, page).toBe(404);
  });
});
