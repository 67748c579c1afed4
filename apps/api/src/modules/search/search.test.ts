import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listingIndexCache } from '../catalog/listing-index-cache.ts';
import { fullTextOf } from './full-text.ts';
import { relevanceLine, scoreRelevance } from './relevance-score.ts';
import { relevanceSet } from './relevance-set.ts';
import { formatReport } from './report-cli.ts';
import { searchMissCounterOf, topSearchMisses } from './search-misses.repository.ts';

type Results = {
  items: { id: number; name: string; url: string; type: string }[];
  facets: { code: string; values: { value: string; count: number; selected: boolean }[] }[];
  total: number;
  page_count: number;
  query: string;
  corrected_query: string | null;
  chips: { attribute: string; value: string; label: string; query: string }[];
  relaxation: { notice: string; relaxed: { attribute: string; label: string }[] } | null;
  equivalents: { notice: string; standards: string[] } | null;
};

describe('search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 3000 });
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ url: `/api/Search/getResults/?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return body<Results>(response).result;
  };
  const rowsOf = (ids: number[]) =>
    t.db
      .selectFrom('products')
      .select(['id', 'type_name', 'standard', 'diameter', 'length', 'pitch', 'strength_class', 'material', 'coating'])
      .where('id', 'in', ids)
      .execute();

  it(`ranks a matching product first, in suggestions and results, for each of the ${relevanceSet.length} queries of the relevance set`, async () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(200);
    const score = await scoreRelevance({ db: t.db, indexCache: listingIndexCache(t.db), fullText: fullTextOf(t.db) });
    console.log(`${relevanceLine(score)} (${t.dialect})`);
    expect(score.misses).toEqual([]);
    expect(score).toMatchObject({ correctResults: relevanceSet.length, correctSuggestions: relevanceSet.length, deadEnds: 0 });
  });

  it('finds the ISO and ГОСТ twins of a DIN standard, the DIN ones first', async () => {
    const results = await search(`q=${encodeURIComponent('DIN 933 M10')}&page_size=100`);
    const rows = await rowsOf(results.items.map((item) => item.id));
    const byId = new Map(rows.map((row) => [row.id, row.standard]));
    const standards = results.items.map((item) => byId.get(item.id)!);
    expect(new Set(standards)).toEqual(new Set(['DIN 933', 'ISO 4017', 'ГОСТ 7798-70', 'ГОСТ 7805-70']));
    expect(standards.lastIndexOf('DIN 933')).toBeLessThan(standards.indexOf('ISO 4017'));
    expect(results.facets.find((facet) => facet.code === 'standard')!.values.map((value) => value.value)).toEqual(
      expect.arrayContaining(['DIN 933', 'ISO 4017', 'ГОСТ 7798-70']),
    );
  });

  it('answers chips that each remove one attribute, and narrows by facets like a listing', async () => {
    const results = await search(`q=${encodeURIComponent('болт м10 din 933 8.8')}`);
    expect(results.chips.map((chip) => chip.label)).toEqual(['Тип: Болт', 'Диаметр: 10 мм', 'Стандарт: DIN 933', 'Класс прочности: 8.8']);
    const withoutStandard = results.chips.find((chip) => chip.attribute === 'standard')!.query;
    expect(withoutStandard).toBe('болт диаметр 10 класс 8.8');
    expect((await search(`q=${encodeURIComponent(withoutStandard)}`)).total).toBeGreaterThan(results.total);

    const lengths = results.facets.find((facet) => facet.code === 'length')!.values;
    const narrowed = await search(`q=${encodeURIComponent('болт м10 din 933 8.8')}&length=${lengths[0]!.value}`);
    expect(narrowed.total).toBe(lengths[0]!.count);
  });

  it('corrects a wrong keyboard layout and says so', async () => {
    const results = await search(`q=${encodeURIComponent(',jkn v10')}`);
    expect(results.corrected_query).toBe('болт м10');
    expect(results.total).toBeGreaterThan(0);
    expect((await search('q=DIN%20933')).corrected_query).toBeNull();
  });

  it('finds nothing for unknown words or a blank query, and pages and sorts the rest stably', async () => {
    expect((await search('q=zzzqqq')).total).toBe(0);
    expect((await search('q=%20%20')).total).toBe(0);
    const a = await search(`q=${encodeURIComponent('болт')}&sort=price_asc&page=2&page_size=10`);
    const b = await search(`q=${encodeURIComponent('болты')}&sort=price_asc&page=2&page_size=10`);
    expect(a.items.map((item) => item.id)).toEqual(b.items.map((item) => item.id));
    expect(a.page_count).toBe(Math.ceil(a.total / 10));
  });

  it('puts the coarse thread first for a plain size, the fine one when asked', async () => {
    for (const q of ['болт м10х50', 'М10х50', '10х50']) {
      const [row] = await rowsOf([(await search(`q=${encodeURIComponent(q)}&page_size=1`)).items[0]!.id]);
      expect(row, q).toMatchObject({ type_name: 'Болт', pitch: 1.5 });
    }
    for (const q of ['болт мелкий шаг м10', 'DIN 961 м10']) {
      const [row] = await rowsOf([(await search(`q=${encodeURIComponent(q)}&page_size=1`)).items[0]!.id]);
      expect(row, q).toMatchObject({ type_name: 'Болт', pitch: 1.25 });
    }
  });

  it('answers the closest products when the exact combination is not stocked, and says what was given up', async () => {
    const q = 'болт м10х50 din 933 горячий цинк';
    const strict = await search(`q=${encodeURIComponent(q)}&strict=1`);
    expect(strict.total).toBe(0);
    expect(strict.relaxation).toBeNull();
    const relaxed = await search(`q=${encodeURIComponent(q)}`);
    expect(relaxed.total).toBeGreaterThan(0);
    expect(relaxed.relaxation).toEqual({
      notice: 'Точного совпадения нет. Показаны похожие: без покрытия «горячий цинк»',
      relaxed: [{ attribute: 'coating', label: 'без покрытия «горячий цинк»' }],
    });
    const [row] = await rowsOf([relaxed.items[0]!.id]);
    expect(row).toMatchObject({ type_name: 'Болт', standard: 'DIN 933', diameter: 10, length: 50 });

    const bar = body<{ items: unknown[]; relaxation: { notice: string } | null }>(
      await t.app.inject({ url: `/api/Search/getFromBar/?q=${encodeURIComponent(q)}` }),
    ).result;
    expect(bar.items.length).toBeGreaterThan(0);
    expect(bar.relaxation?.notice).toBe(relaxed.relaxation!.notice);
  });

  it('says which other standards it lists beside the one asked for', async () => {
    const answer = await search(`q=${encodeURIComponent('болт м10 din 933')}`);
    const standards = answer.equivalents?.standards ?? [];
    expect(standards.length).toBeGreaterThan(0);
    expect(standards).not.toContain('DIN 933');
    expect(answer.equivalents?.notice).toBe(`Показаны также аналоги DIN 933 по другим стандартам: ${standards.join(', ')}`);
    // Each named standard is among the results, as their standard facet counts them.
    const counted = answer.facets
      .find((facet) => facet.code === 'standard')!
      .values.filter((value) => value.count > 0)
      .map((value) => value.value);
    for (const standard of standards) expect(counted).toContain(standard);
    // Without a standard in the query there is nothing to explain.
    expect((await search(`q=${encodeURIComponent('болт м10')}`)).equivalents).toBeNull();
  });

  it('relaxes in order, keeping what it can: class before material, then the nearest length', async () => {
    const classGone = await search(`q=${encodeURIComponent('DIN 931 A4-80 м10')}`);
    expect(classGone.relaxation?.relaxed.map((step) => step.attribute)).toEqual(['strength_class']);
    const lengthGone = await search(`q=${encodeURIComponent('болт DIN 933 м10х53')}`);
    expect(lengthGone.relaxation?.relaxed).toEqual([{ attribute: 'length', label: expect.stringMatching(/^длина \d+ мм вместо 53 мм$/) }]);
    const [row] = await rowsOf([lengthGone.items[0]!.id]);
    expect([50, 55]).toContain(row!.length);
    const wordsGone = await search(`q=${encodeURIComponent('гайка м10 мебельная')}`);
    expect(wordsGone.relaxation?.relaxed).toEqual([{ attribute: 'words', label: 'без слов «мебельная»' }]);
    expect((await rowsOf([wordsGone.items[0]!.id]))[0]).toMatchObject({ type_name: 'Гайка', diameter: 10 });
    // Words no product has at all are given up too, and said so; the strict reading finds nothing for them.
    const unknown = 'гайка м10 абырвалг';
    const unknownGone = await search(`q=${encodeURIComponent(unknown)}`);
    expect(unknownGone.relaxation).toEqual({
      notice: 'Точного совпадения нет. Показаны похожие: без слов «абырвалг»',
      relaxed: [{ attribute: 'words', label: 'без слов «абырвалг»' }],
    });
    expect((await rowsOf([unknownGone.items[0]!.id]))[0]).toMatchObject({ type_name: 'Гайка', diameter: 10 });
    expect(await search(`q=${encodeURIComponent(unknown)}&strict=1`)).toMatchObject({ total: 0, items: [], relaxation: null });
    expect((await search('q=zzzqqq')).relaxation).toBeNull();
  });

  it('counts zero-result and relaxed queries once per request, and reports the top ones', async () => {
    const nothing = 'qqwwee zzxx';
    const relaxed = 'шайба DIN 125 м12 горячий цинк латунь';
    for (let k = 0; k < 3; k++) await search(`q=${encodeURIComponent(nothing)}`);
    await search(`q=${encodeURIComponent(relaxed)}`);
    await search(`q=${encodeURIComponent(relaxed)}&strict=1`);
    await search(`q=${encodeURIComponent(relaxed)}&page=2`);
    await search(`q=${encodeURIComponent('болт м10')}`);
    const misses = async () => (await topSearchMisses(t.db, { limit: 100 })).filter((row) => [nothing, relaxed, 'болт м10'].includes(row.query));
    // Counted in memory, written in batches: nothing waits on the table until the counter writes.
    await searchMissCounterOf(t.db).flush();
    expect((await misses()).map((row) => [row.query, row.kind, row.count])).toEqual([
      [nothing, 'nothing', 3],
      [relaxed, 'relaxed', 1],
    ]);
    const [row] = (await misses()).filter((miss) => miss.kind === 'relaxed');
    expect(row!.relaxed).toMatch(/^без покрытия «горячий цинк»/);
    expect(formatReport(await misses())).toMatch(
      new RegExp(`^3  ничего +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  ${nothing}\n1  похожие +.+  ${relaxed}  \\(без покрытия`),
    );
    expect(formatReport([])).toBe('Промахов поиска пока нет.');
    // A later batch adds to the counts.
    await search(`q=${encodeURIComponent(nothing)}`);
    await searchMissCounterOf(t.db).flush();
    expect((await misses()).find((row) => row.kind === 'nothing')!.count).toBe(4);
  });

  it('tolerates typos in words and shows the correction', async () => {
    const results = await search(`q=${encodeURIComponent('болр м10')}`);
    expect(results.corrected_query).toBe('болт м10');
    const [row] = await rowsOf([results.items[0]!.id]);
    expect(row).toMatchObject({ type_name: 'Болт', diameter: 10 });
    expect((await search(`q=${encodeURIComponent('шайба м10')}`)).corrected_query).toBeNull();
  });

  it('rejects unknown parameters', async () => {
    expect((await t.app.inject({ url: '/api/Search/getResults/?q=a&strict=yes' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/Search/getResults/?q=a&colour=red' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/Search/getResults/?q=a&sort=best' })).statusCode).toBe(400);
  });

  it('suggests products with their section names as you type, nothing for blank text', async () => {
    const response = await t.app.inject({ url: `/api/Search/getFromBar/?q=${encodeURIComponent(' din 933 м10 ')}` });
    expect(response.statusCode).toBe(200);
    const { items } = body<{ items: { name: string; url: string; section_name: string }[] }>(response).result;
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringContaining('DIN 933 М10'),
      url: expect.stringMatching(/^\/catalog\/.+\/product\/.+\/$/),
      section_name: 'Болты с шестигранной головкой',
    });
    expect(body(await t.app.inject({ url: '/api/Search/getFromBar/?q=%20' })).result).toEqual({ items: [], corrected_query: null, relaxation: null });
  });

  it('suggests for the words before the last while the last one finds nothing yet ("болт м1" on the way to "м10")', async () => {
    const bar = async (q: string) =>
      body<{ items: { name: string }[] }>(await t.app.inject({ url: `/api/Search/getFromBar/?q=${encodeURIComponent(q)}` })).result;
    const typing = await bar('болт м1');
    expect(typing.items.length).toBeGreaterThan(0);
    expect(typing.items.every((item) => item.name.startsWith('Болт'))).toBe(true);
    expect(typing).toMatchObject({ corrected_query: null, relaxation: null });
    expect((await bar('zzzqqq')).items).toEqual([]);
  });

  it('answers a repeated suggestion with the same bytes, compressed when asked', async () => {
    const url = `/api/Search/getFromBar/?q=${encodeURIComponent('болт м12')}`;
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    const again = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const brAgain = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(again.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(body<{ items: unknown[] }>(plain).result.items.length).toBeGreaterThan(0);
  });

  it('lists the catalogue materials for the quick search under the lowercase content path', async () => {
    const response = await t.app.inject({ url: '/api/content/getFastSearchMaterialsValues/' });
    expect(response.statusCode).toBe(200);
    expect(body(response).result).toEqual(expect.arrayContaining(['Сталь', 'Нержавеющая сталь A2']));
  });
});
