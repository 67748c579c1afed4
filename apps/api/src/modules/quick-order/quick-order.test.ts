import { quickOrderMessages } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';

type Card = { id: number; article: string; name: string };
type Line = { line: number; query: string; quantity: number; product: Card | null; matches: number; exact: boolean; search_url: string };

describe('/api/QuickOrder/resolve/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resolveRaw = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/QuickOrder/resolve/', payload: payload as object, ...(cookie && { headers: { cookie } }) });
  const resolve = async (text: string): Promise<Line[]> => {
    const response = await resolveRaw({ text });
    expect(response.statusCode, response.body).toBe(200);
    return body<{ lines: Line[] }>(response).result.lines;
  };
  const byArticle = (article: string) => t.db.selectFrom('products').select(['id', 'name']).where('article', '=', article).executeTakeFirstOrThrow();
  type Facet = { code: string; values: { label: string; count: number }[] };
  /** The search page's exact reading of the text: its total, cards, facets and the standards it adds as equivalents. */
  const strictSearch = async (q: string) => {
    const response = await t.app.inject({ url: `/api/Search/getResults/?q=${encodeURIComponent(q)}&strict=1` });
    return body<{ total: number; items: Card[]; facets: Facet[]; equivalents: { standards: string[] } | null }>(response).result;
  };
  const standardCount = (facets: Facet[], label: string) =>
    facets.find((facet) => facet.code === 'standard')?.values.find((value) => value.label === label)?.count;

  it('finds a product by its article in any case and with spaces, as the card search answers show', async () => {
    const product = await byArticle('DIN934-8-ZN-M10');
    const [typed, spaced] = await resolve('din934-8-zn-m10\t5\n DIN 934-8-ZN-M10 ; 3');
    expect(typed).toMatchObject({ line: 1, query: 'din934-8-zn-m10', quantity: 5, matches: 1, exact: true, search_url: '/search/?q=din934-8-zn-m10' });
    expect(spaced).toMatchObject({ line: 2, query: 'DIN 934-8-ZN-M10', quantity: 3, matches: 1, exact: true });
    expect(typed!.product).toMatchObject({ id: product.id, article: 'DIN934-8-ZN-M10', name: product.name });
    const searched = (await strictSearch('гайка din 934 м10')).items.find((card) => card.id === product.id);
    expect(typed!.product).toEqual(searched);
    expect(spaced!.product).toEqual(searched);
  });

  it('reads an article followed by a number as that article in that quantity; a notation keeps its number', async () => {
    const product = await byArticle('DIN934-8-ZN-M10');
    const [article, spaced, notation] = await resolve('DIN934-8-ZN-M10 250\ndin 934-8-zn-m10   12\nвинт м6 20');
    expect(article).toMatchObject({ query: 'DIN934-8-ZN-M10', quantity: 250, matches: 1, exact: true, product: { id: product.id } });
    expect(article!.search_url).toBe('/search/?q=DIN934-8-ZN-M10');
    expect(spaced).toMatchObject({ query: 'din 934-8-zn-m10', quantity: 12, product: { id: product.id } });
    expect(notation).toMatchObject({ query: 'винт м6 20', quantity: 1 });
    // Past the basket's limit the number is no quantity: the line stays as pasted.
    const [tooMany] = await resolve('DIN934-8-ZN-M10 1000000');
    expect(tooMany).toMatchObject({ query: 'DIN934-8-ZN-M10 1000000', quantity: 1 });
  });

  it('finds an article typed with look-alike letters of the other keyboard, in either script or both', async () => {
    const latin = await byArticle('DIN934-8-ZN-M10');
    // Cyrillic М in a Latin article, then a quantity: the article, so many.
    const [typedCyrillic] = await resolve('DIN934-8-ZN-М10 40');
    expect(typedCyrillic).toMatchObject({ query: 'DIN934-8-ZN-М10', quantity: 40, matches: 1, exact: true, product: { id: latin.id } });
    // A store's own article in Cyrillic with a Latin size: typed on the Latin keyboard where the letters look alike.
    const own = await t.db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ article: 'ГАЙКА-ЕК-M10' }).where('id', '=', own.id).execute();
    const [mixed, allCyrillic] = await resolve('гайка-ek-m10\nГАЙКА-ЕК-М10; 2');
    expect(mixed).toMatchObject({ quantity: 1, matches: 1, exact: true, product: { id: own.id, article: 'ГАЙКА-ЕК-M10' } });
    expect(allCyrillic).toMatchObject({ quantity: 2, matches: 1, exact: true, product: { id: own.id } });
  });

  it('reads a trailing number the notation takes for nothing as the quantity, and one it takes for a size or class as that', async () => {
    const cap = await byArticle('DIN1587-8-ZN-M10');
    const [quantity, nutClass, length] = await resolve('гайка колпачковая din 1587 м10 цинк 20\nгайка din 934 м10 8\nвинт м6 20');
    expect(quantity).toMatchObject({ query: 'гайка колпачковая din 1587 м10 цинк', quantity: 20, matches: 1, exact: true, product: { id: cap.id } });
    expect(nutClass).toMatchObject({ query: 'гайка din 934 м10 8', quantity: 1 });
    expect(length).toMatchObject({ query: 'винт м6 20', quantity: 1 });
  });

  it('finds a product by its notation: exact when only one fits, else the search page’s first of its matches', async () => {
    const cap = await byArticle('DIN1587-8-ZN-M10');
    const [one, many] = await resolve('гайка колпачковая din 1587 м10 цинк, 20\nгайка din 934 м10 - 8');
    expect(one).toMatchObject({ query: 'гайка колпачковая din 1587 м10 цинк', quantity: 20, matches: 1, exact: true, product: { id: cap.id } });
    const search = await strictSearch('гайка din 934 м10');
    // DIN 934's own nuts of the size count (the search page lists ISO 4032's and ГОСТ's after them).
    const named = standardCount(search.facets, 'DIN 934')!;
    expect(named).toBeGreaterThan(1);
    expect(search.total).toBeGreaterThan(named);
    expect(many).toMatchObject({ query: 'гайка din 934 м10', quantity: 8, matches: named, exact: false });
    expect(many!.product).toEqual(search.items[0]);
    expect(many!.search_url).toBe(`/search/?q=${encodeURIComponent('гайка din 934 м10')}`);
  });

  it('finds the one product of the standard a line names, its equivalents of other standards aside', async () => {
    const query = 'болт din 933 м12х50 8.8 цинк';
    const search = await strictSearch(query);
    // The search page lists ISO 4017's bolt of the size after DIN 933's own.
    expect(search.equivalents?.standards).toEqual(['ISO 4017']);
    expect(search.total).toBe(2);
    const [line] = await resolve(`${query}; 250`);
    expect(line).toMatchObject({ query, quantity: 250, matches: 1, exact: true, product: { id: search.items[0]!.id, article: 'DIN933-8.8-ZN-M12X50' } });
    // A line naming no standard counts every bolt that fits, whatever its standard.
    const unnamed = 'болт м12х50 8.8 цинк';
    const every = await strictSearch(unnamed);
    expect(every.equivalents).toBeNull();
    expect(every.total).toBeGreaterThan(2);
    expect((await resolve(unnamed))[0]).toMatchObject({ matches: every.total, exact: false });
  });

  it('finds nothing for a line nothing fits, and offers nothing relaxed', async () => {
    // The demo catalogue has no М10х50 bolt: the search page would show relaxed ones, quick order none.
    const relaxed = body<{ total: number; relaxation: unknown }>(
      await t.app.inject({ url: `/api/Search/getResults/?q=${encodeURIComponent('болт м10х50 din 933 8.8 цинк')}` }),
    );
    expect(relaxed.result.relaxation).not.toBeNull();
    // Words the catalogue does not know beside a size: the search page shows products of the size without them.
    const unknownWords = 'несуществующий товар xyz м5';
    const withoutWords = body<{ total: number }>(await t.app.inject({ url: `/api/Search/getResults/?q=${encodeURIComponent(unknownWords)}` }));
    expect(withoutWords.result.total).toBeGreaterThan(0);
    const lines = await resolve(`болт м10х50 din 933 8.8 цинк; 100\nабракадабра кукареку\n${'болт '.repeat(70)}\n${unknownWords}; 5`);
    for (const line of lines) expect(line).toMatchObject({ product: null, matches: 0, exact: false });
    expect(lines.map((line) => line.quantity)).toEqual([100, 1, 1, 5]);
  });

  it('reads the quantity only where it is unambiguous, skips blank lines and numbers lines as pasted', async () => {
    const lines = await resolve(
      [
        '',
        'анкер забивной м10\t40',
        '  ',
        'анкер клиновой м12х80 цинк; 1 000',
        'шайба 10',
        'винт м6 20',
        'анкер забивной м10 - 100,5',
        'анкер забивной м10 7 шт.',
        '',
      ].join('\r\n'),
    );
    expect(lines.map(({ line, query, quantity }) => ({ line, query, quantity }))).toEqual([
      { line: 2, query: 'анкер забивной м10', quantity: 40 },
      { line: 4, query: 'анкер клиновой м12х80 цинк', quantity: 1000 },
      { line: 5, query: 'шайба 10', quantity: 1 },
      { line: 6, query: 'винт м6 20', quantity: 1 },
      { line: 7, query: 'анкер забивной м10 - 100,5', quantity: 1 },
      { line: 8, query: 'анкер забивной м10', quantity: 7 },
    ]);
  });

  it('answers guests and signed-in buyers alike, without starting a session', async () => {
    const response = await resolveRaw({ text: 'анкер забивной м10' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('takes 200 lines and refuses 201, a text past 20 000 characters, an empty one and unknown keys', async () => {
    const lines = Array.from({ length: 200 }, (_, i) => `анкер забивной м10; ${i + 1}`);
    expect(await resolve([...lines, '', '  ', ''].join('\n'))).toHaveLength(200);
    const refusals: [unknown, Record<string, string>][] = [
      [{ text: [...lines, 'анкер забивной м10'].join('\n') }, { text: quickOrderMessages.tooManyLines }],
      [{ text: 'а'.repeat(20_001) }, { text: quickOrderMessages.tooLong }],
      [{ text: '' }, { text: quickOrderMessages.empty }],
      [{ text: ' \n\t\n' }, { text: quickOrderMessages.empty }],
      [{}, { text: quickOrderMessages.empty }],
      [{ text: 'анкер', page: 2 }, { page: 'Неизвестное поле' }],
    ];
    for (const [payload, fields] of refusals) {
      const response = await resolveRaw(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(body(response).result).toEqual({ message: 'Проверьте правильность заполнения полей', fields });
    }
  });
});
