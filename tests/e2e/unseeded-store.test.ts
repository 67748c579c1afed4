import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStore, spawnStore } from './support/spawn-store.ts';

const visitorAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The page's status and its headings' texts, as a visitor's browser gets them. */
async function open(store: RunningStore, path: string): Promise<{ status: number; headings: string[]; html: string }> {
  const response = await fetch(`${store.baseUrl}${path}`, { headers: { 'user-agent': visitorAgent }, redirect: 'manual' });
  const html = await response.text();
  const headings = [...html.matchAll(/<h1[^>]*>([^<]*)</g)].map((match) => match[1]!.trim());
  return { status: response.status, headings, html };
}

// README: SEED=0 starts a store without the demo data. On an empty database every page renders from the defaults.
describe('a store started with SEED=0 on an empty database', () => {
  let store: RunningStore;
  beforeAll(async () => {
    store = await spawnStore('apps/server/src/main.ts', { SEED: '0', WEB_CONCURRENCY: '1' });
  });
  afterAll(() => store?.stop());

  it.each([
    ['/', 'Крепёж оптом и в розницу — КрепКомплект'],
    ['/catalog/', 'Каталог'],
    ['/search/?q=DIN%20933', 'Результаты поиска «DIN 933»'],
    ['/basket/', 'Корзина'],
    ['/fav/', 'Избранное'],
  ])('%s answers 200 with its heading, the header’s catalogue and search and the footer’s copyright', async (path, heading) => {
    const page = await open(store, path);
    expect(page.status).toBe(200);
    expect(page.headings).toEqual([heading]);
    expect(page.html).toContain('Каталог');
    expect(page.html).toContain('role="search"');
    expect(page.html).toContain(`© ${new Date().getFullYear()} КрепКомплект. Все права защищены.`);
  });

  // The auth layout has neither header nor footer.
  it.each([
    ['/auth/', 'Вход'],
    ['/auth/registration/', 'Регистрация'],
    ['/auth/restore/', 'Восстановление пароля'],
  ])('%s answers 200 with its heading', async (path, heading) => {
    const page = await open(store, path);
    expect(page.status).toBe(200);
    expect(page.headings).toEqual([heading]);
  });

  it('has the rules the new-organisation form links to (a migration writes them, not the demo seed)', async () => {
    const page = await open(store, '/organization-rules/');
    expect(page.status).toBe(200);
    expect(page.headings).toEqual(['Правила работы с организациями']);
  });

  it('shows an empty catalogue as such, and the home page without empty sections', async () => {
    expect((await open(store, '/catalog/')).html).toContain('В каталоге пока нет товаров');
    expect((await open(store, '/')).html).not.toContain('Популярные разделы');
  });

  it('sends a guest from the profile to the sign-in page', async () => {
    const response = await fetch(`${store.baseUrl}/profile/`, { headers: { 'user-agent': visitorAgent }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/');
  });

  it('answers 404 with the error page for a section, a product or a content page that does not exist', async () => {
    for (const path of ['/catalog/krepezh/', '/catalog/krepezh/product/bolt/', '/about/', '/privacy-policy/']) {
      const page = await open(store, path);
      expect(page.status, path).toBe(404);
      expect(page.headings, path).toEqual(['Страница не найдена']);
    }
  });

  it('renders the services page without services and the campaign page as a banner leading to the catalogue', async () => {
    const services = await open(store, '/services/');
    expect(services.status).toBe(200);
    expect(services.headings).toEqual(['Услуги']);
    expect(services.html).toContain('Услуги пока не добавлены');
    const landing = await open(store, '/landing/');
    expect(landing.status).toBe(200);
    expect(landing.headings).toEqual(['Крепёж оптом и в розницу — КрепКомплект']);
    expect(landing.html).toContain('href="/catalog/"');
    expect((await open(store, '/services/cutting/')).status).toBe(404);
  });
});
