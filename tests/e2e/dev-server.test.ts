import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSourceDirs } from '../../scripts/dev.ts';
import { type RunningStore, spawnStore } from './support/spawn-store.ts';

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' };

describe('npm run dev', () => {
  let store: RunningStore;
  beforeAll(async () => {
    store = await spawnStore('apps/server/src/dev.ts', { SEED_SKUS: '300' });
  });
  afterAll(() => store?.stop());

  it('serves the pages from the source through Vite, with its hot-reload client', async () => {
    const page = await fetch(`${store.baseUrl}/catalog/`, { headers: browser });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/app/root.tsx');
    const client = await fetch(`${store.baseUrl}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toContain('javascript');
  });

  it('serves the API beside it', async () => {
    const answer = await fetch(`${store.baseUrl}/api/Settings/get/`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'ok' });
  });

  it('restarts the process only for server code: web code reloads through Vite', () => {
    expect(serverSourceDirs).toEqual(expect.arrayContaining(['apps/api/src', 'apps/server/src']));
    expect(serverSourceDirs.some((dir) => dir.startsWith('apps/web'))).toBe(false);
  });
});
