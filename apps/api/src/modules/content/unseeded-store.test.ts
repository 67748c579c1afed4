import type { Footer, Header, Home, Landing, RegistrationContent, Services, Settings } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { defaultSettings } from '../settings/default-settings.ts';

// A store started with SEED=0 on an empty database: every read the pages make answers from the defaults.
describe('an unseeded store (SEED=0, empty database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const result = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return body<T>(response).result;
  };

  it('answers the settings with the spec’s defaults', async () => {
    expect(await result<Settings>('/api/Settings/get/')).toEqual(defaultSettings);
  });

  it('answers a header and a footer without links to pages that do not exist, with the store’s copyright', async () => {
    const header = await result<Header>('/api/Content/getHeader/');
    expect(header).toEqual({ links: [], contacts: [], forms: [], alert: null });
    const footer = await result<Footer>('/api/Content/getFooter/');
    expect(footer.links).toEqual([]);
    expect(footer.documents).toEqual([]);
    expect(footer.catalog_sections).toEqual([]);
    expect(footer.copyright).toBe('© [year] КрепКомплект. Все права защищены.');
  });

  it('answers an empty knowledge base', async () => {
    expect(await result('/api/Content/getKnowledge/')).toEqual({ title: 'База знаний', description: '', sections: [] });
  });

  it('answers an empty home page and the registration page’s title', async () => {
    const home = await result<Home>('/api/Content/getHome/');
    expect(home.hero.slides).toEqual([]);
    expect(home.link_banners).toEqual([]);
    expect(home.button_banners).toEqual([]);
    expect((await result<RegistrationContent>('/api/Content/getRegistration/')).title).toBe('Регистрация');
  });

  it('answers the services page without services and a campaign page that leads to the catalogue', async () => {
    expect(await result<Services>('/api/Content/getServices/')).toEqual({ title: 'Услуги', description: '', services: [] });
    const landing = await result<Landing>('/api/Content/getLanding/');
    expect(landing.blocks).toEqual([expect.objectContaining({ type: 'hero', link: { text: 'Перейти в каталог', link: '/catalog/' }, form: null })]);
    // The one page every store has: the rules the new-organisation form links to (migration 0027).
    expect(await result<unknown[]>('/api/Content/getPages/')).toEqual([{ slug: 'organization-rules', title: 'Правила работы с организациями' }]);
  });

  it('answers an empty catalogue, search, materials and basket', async () => {
    expect(await result<unknown[]>('/api/Section/getCatalogCategories/')).toEqual([]);
    expect(await result<{ items: unknown[] }>('/api/Search/getResults/?q=DIN%20933')).toMatchObject({ items: [] });
    expect(await result<unknown[]>('/api/content/getFastSearchMaterialsValues/')).toEqual([]);
    expect(await result<{ count: number }>('/api/Basket/get/')).toMatchObject({ count: 0 });
  });

  it('still answers 404 for a content page or a product that does not exist', async () => {
    expect((await t.app.inject({ url: '/api/Content/getPage/?slug=about' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/Catalog/getSection/?path=krepezh' })).statusCode).toBe(404);
  });
});
