import type { ContentPage, Footer, Header, Home, Knowledge, Landing, MenuCategory, ServiceAnswer, Services } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bumpContentVersion, dataVersionsOf } from '../data-versions/data-versions.ts';
import { saveBlock } from './content.repository.ts';

describe('content API (spec §3 header, footer, banners; pages, redirects, catalogue menu)', () => {
  let t: TestApp;
  let menu: MenuCategory[];
  beforeAll(async () => {
    t = await createTestApp({ skus: 50 });
    menu = body<MenuCategory[]>(await get('/api/Section/getCatalogCategories/')).result;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const result = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(body(response).status).toBe('ok');
    return body<T>(response).result;
  };
  const flatten = (nodes: MenuCategory[]): MenuCategory[] => nodes.flatMap((node) => [node, ...flatten(node.subcategories)]);
  /** A site link resolves when it is a catalogue category or a content page the API serves. */
  const resolves = async (url: string) => {
    if (url === '/catalog/') return true;
    if (url.startsWith('/catalog/')) return flatten(menu).some((node) => node.url === url);
    if (url === '/services/' || url === '/landing/') return true;
    const service = /^\/services\/([a-z0-9-]+)\/$/.exec(url)?.[1];
    if (service) return (await get(`/api/Content/getService/?code=${service}`)).statusCode === 200;
    const slug = url.replace(/^\/|\/$/g, '').replaceAll('/', '-');
    return (await get(`/api/Content/getPage/?slug=${slug}`)).statusCode === 200;
  };

  it('GET /api/Section/getCatalogCategories/ nests three levels with code, name, image and url', () => {
    expect(menu.length).toBeGreaterThan(0);
    const check = (nodes: MenuCategory[], parentUrl: string, level: number) => {
      for (const node of nodes) {
        expect(node.code).toMatch(/^[a-z0-9-]+$/);
        expect(node.name).toMatch(/[а-яё]/i);
        expect(node.img).not.toBe('');
        expect(node.url).toBe(`${parentUrl}${node.code}/`);
        expect(level <= 3 || node.subcategories.length === 0, node.url).toBe(true);
        check(node.subcategories, node.url, level + 1);
      }
    };
    check(menu, '/catalog/', 1);
    const third = menu.flatMap((a) => a.subcategories.flatMap((b) => b.subcategories.map((c) => ({ a, b, c }))));
    expect(third.length).toBeGreaterThan(0);
    const { a, b, c } = third[0]!;
    expect(c.url).toBe(`/catalog/${a.code}/${b.code}/${c.code}/`);
  });

  it('GET /api/Content/getHeader/ has links, tel and e-mail contacts, forms and the alert', async () => {
    const header = await result<Header>('/api/Content/getHeader/');
    expect(header.links.length).toBeGreaterThan(0);
    for (const link of header.links) {
      expect(link).toEqual({ name: expect.stringMatching(/[а-яё]/i), url: expect.any(String), open_in_new_window: expect.any(Boolean) });
      expect(await resolves(link.url), link.url).toBe(true);
    }
    expect(header.contacts.map((contact) => contact.type)).toEqual(expect.arrayContaining(['tel', 'email']));
    for (const contact of header.contacts) {
      expect(Object.keys(contact).sort()).toEqual(['copy', 'id', 'image', 'name', 'type', 'value']);
    }
    expect(header.contacts.find((contact) => contact.type === 'email')!.value).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(header.contacts.find((contact) => contact.type === 'tel')!.value).toMatch(/\d{3}/);
    expect(header.forms.every((form) => form.form_code !== '' && form.name !== '')).toBe(true);
    expect(header.alert?.text).toMatch(/[а-яё]/i);
  });

  it('GET /api/Content/getFooter/ has links, documents, the catalogue’s top sections, social links and a [year] copyright', async () => {
    const footer = await result<Footer>('/api/Content/getFooter/');
    expect(footer.links.length).toBeGreaterThan(0);
    expect(footer.documents.length).toBeGreaterThan(0);
    for (const link of [...footer.links, ...footer.documents]) expect(await resolves(link.url), link.url).toBe(true);
    expect(footer.catalog_sections).toEqual(menu.map(({ code, name }) => ({ code, name, url: `/catalog/${code}/` })));
    expect(footer.social_links.length).toBeGreaterThan(0);
    for (const social of footer.social_links) {
      expect(social).toEqual({
        link: expect.stringMatching(/^https:\/\//),
        img: expect.stringMatching(/^\//),
        name: expect.any(String),
        open_in_new_window: expect.any(Boolean),
      });
    }
    expect(footer.contacts.map((contact) => contact.type)).toEqual(expect.arrayContaining(['tel', 'email']));
    expect(footer.copyright).toContain('[year]');
    expect(footer.description).toMatch(/[а-яё]/i);
  });

  it('GET /api/Content/getHome/ has hero slides with desktop and mobile images, link banners and button banners', async () => {
    const home = await result<Home>('/api/Content/getHome/');
    const { slides } = home.hero;
    expect(slides.length).toBeGreaterThan(1);
    expect(new Set(slides.map((slide) => slide.id)).size).toBe(slides.length);
    for (const slide of slides) {
      expect(slide.image.desktop).toMatch(/^\/\S+/);
      expect(slide.title).toMatch(/[а-яё]/i);
    }
    expect(slides.some((slide) => slide.image.mobile !== null)).toBe(true);
    expect(slides.some((slide) => slide.link !== null)).toBe(true);
    // Every button that opens a form (slides, navbar, alert) opens a real one: its code answers Webform/getForm/.
    const header = await result<{ forms: { form_code: string }[]; alert: { form: { form_code: string } | null } | null }>('/api/Content/getHeader/');
    const formCodes = [
      ...slides.flatMap((slide) => (slide.form ? [slide.form.form_code] : [])),
      ...header.forms.map((form) => form.form_code),
      ...(header.alert?.form ? [header.alert.form.form_code] : []),
    ];
    expect(slides.some((slide) => slide.form !== null) && header.forms.length > 0 && header.alert?.form).toBeTruthy();
    for (const code of formCodes) {
      const form = await t.app.inject({ method: 'GET', url: `/api/Webform/getForm/?form_code=${code}` });
      expect(form.statusCode, code).toBe(200);
    }
    expect(typeof home.hero.use_wrapper).toBe('boolean');
    expect(typeof home.hero.buttons_transparent).toBe('boolean');
    expect(home.link_banners.length).toBeGreaterThan(0);
    expect(home.button_banners.length).toBeGreaterThan(0);
    const internal = [
      ...slides.flatMap((slide) => (slide.link ? [slide.link.link] : [])),
      ...home.link_banners.map((b) => b.url),
      ...home.button_banners.map((b) => b.url),
    ];
    for (const url of internal) expect(await resolves(url), url).toBe(true);
  });

  it('GET /api/Content/getPage/ answers a seeded page, 404 for an unknown one, 400 for a malformed slug', async () => {
    expect(await result('/api/Content/getPage/?slug=about')).toEqual({
      slug: 'about',
      title: 'О компании',
      description: expect.any(String),
      body_html: expect.stringContaining('<p>'),
    });
    // Written in Markdown, answered as HTML.
    const delivery = await result<ContentPage>('/api/Content/getPage/?slug=delivery');
    expect(delivery.body_html).toContain('<h2>Доставка</h2>');
    expect(delivery.body_html).toContain('<li>по счёту для юридических лиц;</li>');
    // The contacts hold what the page promises: every warehouse's address and hours, and the requisites.
    const contacts = await result<ContentPage>('/api/Content/getPage/?slug=contacts');
    const warehouses = await t.db.selectFrom('warehouses').select(['address', 'work_time']).execute();
    expect(warehouses.length).toBeGreaterThan(0);
    for (const warehouse of warehouses) expect(contacts.body_html).toContain(`<td data-label="Адрес">${warehouse.address}</td>`);
    expect(contacts.body_html).toMatch(/ИНН \d{10}, КПП \d{9}/);
    const missing = await get('/api/Content/getPage/?slug=no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ status: 'error', result: { message: 'Страница не найдена' } });
    expect((await get('/api/Content/getPage/?slug=../settings')).statusCode).toBe(400);
    expect((await get('/api/Content/getPage/')).statusCode).toBe(400);
  });

  it('GET /api/Redirect/find/ answers a seeded redirect and null for a path without one', async () => {
    expect(await result(`/api/Redirect/find/?path=${encodeURIComponent('/sale/')}`)).toEqual({ to: '/catalog/', status: 301 });
    expect(await result(`/api/Redirect/find/?path=${encodeURIComponent('/catalog/')}`)).toBeNull();
  });

  it('renders a page’s Markdown once per content version, and raw HTML, scripts and javascript: links in it inert', async () => {
    await t.db
      .insertInto('pages')
      .values({
        slug: 'hostile',
        title: 'Проверка',
        description: '',
        body_md: 'Текст <script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[ссылка](javascript:alert(3)) [сайт](https://example.ru/)',
      })
      .execute();
    await bumpContentVersion(t.db);
    const page = await result<ContentPage>('/api/Content/getPage/?slug=hostile');
    expect(page.body_html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(page.body_html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body_html).toContain('[ссылка](javascript:alert(3))');
    expect(page.body_html).toContain('<a href="https://example.ru/" target="_blank" rel="noopener noreferrer">сайт</a>');
    // A rewrite is seen once the content version moves.
    const before = dataVersionsOf(t.db).current().content;
    await t.db.updateTable('pages').set({ body_md: 'Новый **текст**' }).where('slug', '=', 'hostile').execute();
    await bumpContentVersion(t.db);
    expect(dataVersionsOf(t.db).current().content).toBeGreaterThan(before);
    expect((await result<ContentPage>('/api/Content/getPage/?slug=hostile')).body_html).toBe('<p>Новый <strong>текст</strong></p>\n');
  });

  it('GET /api/Content/getPages/ lists every content page by slug and title', async () => {
    const pages = await result<{ slug: string; title: string }[]>('/api/Content/getPages/');
    expect(pages).toEqual(expect.arrayContaining([{ slug: 'privacy-policy', title: 'Политика конфиденциальности' }]));
    for (const { slug } of pages) expect((await get(`/api/Content/getPage/?slug=${slug}`)).statusCode, slug).toBe(200);
  });

  it('GET /api/Content/getServices/ lists the services as cards, each with a page and a lead form that exists', async () => {
    const services = await result<Services>('/api/Content/getServices/');
    expect(services.title).toBe('Услуги');
    expect(services.services.map((service) => service.title)).toEqual(
      expect.arrayContaining(['Резка шпилек в размер', 'Цинкование', 'Фасовка и маркировка', 'Доставка на объект', 'Подбор крепежа по чертежу']),
    );
    for (const card of services.services) {
      expect(card.url).toBe(`/services/${card.code}/`);
      const service = await result<ServiceAnswer>(`/api/Content/getService/?code=${card.code}`);
      expect(service).toMatchObject({ code: card.code, title: card.title, summary: card.summary });
      expect(service.body_html).toMatch(/^<p>/);
      const form = await get(`/api/Webform/getForm/?form_code=${service.form.form_code}`);
      expect(form.statusCode, service.form.form_code).toBe(200);
      // The service page sends the service's name as the form's hidden data.
      expect(body<{ hidden: string[] }>(form).result.hidden).toContain('service');
      for (const link of service.body_html.matchAll(/href="(\/[^"]*)"/g)) expect(await resolves(link[1]!), link[1]).toBe(true);
    }
    const missing = await get('/api/Content/getService/?code=no-such-service');
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ status: 'error', result: { message: 'Страница не найдена' } });
    expect((await get('/api/Content/getService/?code=../x')).statusCode).toBe(400);
  });

  it('GET /api/Content/getKnowledge/ answers the topics with each article rendered and anchored by its code', async () => {
    const knowledge = await result<Knowledge>('/api/Content/getKnowledge/');
    expect(knowledge.title).toBe('База знаний');
    expect(knowledge.sections.map((section) => section.title)).toEqual(['Обозначения и стандарты', 'Прочность и материалы', 'Покрытия', 'Монтаж']);
    const articles = knowledge.sections.flatMap((section) => section.articles);
    expect(new Set(articles.map((article) => article.code)).size).toBe(articles.length);
    for (const article of articles) expect(article.body_html, article.code).toMatch(/^<(p|ul)>/);
    // Markdown tables come out as tables.
    expect(articles.find((article) => article.code === 'momenty-zatyazhki')?.body_html).toContain('<td>М10</td>');
    for (const link of articles.flatMap((article) => [...article.body_html.matchAll(/href="(\/[^"]*)"/g)])) {
      expect(await resolves(link[1]!), link[1]).toBe(true);
    }
  });

  it('refuses to save a knowledge base whose article codes repeat (each is an anchor on the page)', async () => {
    const article = { code: 'odna', title: 'Статья', body_md: 'Текст' };
    const twice = {
      title: 'База знаний',
      description: '',
      sections: [
        { title: 'А', articles: [article] },
        { title: 'Б', articles: [article] },
      ],
    };
    await expect(saveBlock(t.db, 'knowledge', twice)).rejects.toThrow('Коды статей базы знаний повторяются');
    expect((await result<Knowledge>('/api/Content/getKnowledge/')).sections).toHaveLength(4);
  });

  it('GET /api/Content/getLanding/ answers the campaign’s blocks with its product picks as listing cards', async () => {
    const landing = await result<Landing>('/api/Content/getLanding/');
    expect(landing.blocks.map((block) => block.type)).toEqual(['hero', 'benefits', 'products', 'form']);
    const picks = landing.blocks.find((block) => block.type === 'products');
    expect(picks?.products.length).toBeGreaterThan(0);
    for (const product of picks?.products ?? []) {
      expect(product.url).toMatch(/^\/catalog\/.+\/product\/.+\/$/);
      expect(product.price).toBeGreaterThan(0);
    }
    for (const block of landing.blocks) {
      if ((block.type === 'hero' || block.type === 'form') && block.form) {
        expect((await get(`/api/Webform/getForm/?form_code=${block.form.form_code}`)).statusCode).toBe(200);
      }
      if (block.type === 'hero' && block.link) expect(await resolves(block.link.link), block.link.link).toBe(true);
    }
  });
});
