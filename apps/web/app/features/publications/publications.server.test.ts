import { describe, expect, it } from 'vitest';
import { type ApiAnswer, runWithApi } from '~/testing/run-with-api';
import { applyPromotionCode, readNewsList, readPromotion } from './publications.server';

const newsItem = { code: 'sklad-ekb', title: 'Склад в Екатеринбурге', summary: '', image: null, published_at: '2026-11-18T07:00:00.000Z', is_new: true };
const promotion = {
  code: 'krep10',
  title: 'Скидка 10 %',
  summary: '',
  image: null,
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: null,
  promocode: 'KREP10',
  body_html: '<p>Текст</p>',
  is_over: false,
};
const basket = { items: [], count: 0 };

const run = <T>(
  call: Parameters<typeof runWithApi<T>>[0],
  options: { url: string; sections?: { news: boolean; promo: boolean }; form?: Record<string, string>; answer?: (path: string) => ApiAnswer | undefined },
) =>
  runWithApi(call, {
    url: options.url,
    settings: { profile: options.sections ?? { news: true, promo: true } },
    form: options.form,
    answer: (path) =>
      options.answer?.(path) ??
      (path === '/News/getList/'
        ? { status: 200, result: { items: [newsItem], total: 1, page: 1, page_size: 12 } }
        : path === '/Promo/get/'
          ? { status: 200, result: promotion }
          : { status: 200, result: null }),
  });

describe('readNewsList', () => {
  it('reads the page the address asks for, then marks the news read', async () => {
    const { outcome, calls } = await run(({ context, request }) => readNewsList(context, new URL(request.url)), { url: 'http://shop.test/profile/news/' });
    expect(outcome).toMatchObject({ items: [{ code: 'sklad-ekb', isNew: true }], total: 1 });
    expect(calls.map((call) => call.path)).toEqual(['/News/getList/', '/News/markSeen/']);
  });

  it('reads the page number alone, whatever else the address carries', async () => {
    const { outcome, calls } = await run(({ context, request }) => readNewsList(context, new URL(request.url)), {
      url: 'http://shop.test/profile/news/?page=2&_routes=routes%2Fprofile%2Fnews&utm_source=mail',
      answer: (path) => (path === '/News/getList/' ? { status: 200, result: { items: [newsItem], total: 13, page: 2, page_size: 12 } } : undefined),
    });
    expect(outcome).toMatchObject({ page: 2, total: 13 });
    expect(calls[0]).toEqual({ path: '/News/getList/', body: {} });
  });

  it('sends a page number that is not one to the first page, and a page past the end is a 404', async () => {
    const bad = await run(({ context, request }) => readNewsList(context, new URL(request.url)), { url: 'http://shop.test/profile/news/?page=abc' });
    expect(bad.outcome).toMatchObject({ status: 302, headers: expect.any(Headers) });
    expect((bad.outcome as Response).headers.get('location')).toBe('/profile/news/');
    const past = await run(({ context, request }) => readNewsList(context, new URL(request.url)), {
      url: 'http://shop.test/profile/news/?page=9',
      answer: (path) => (path === '/News/getList/' ? { status: 200, result: { items: [], total: 1, page: 9, page_size: 12 } } : undefined),
    });
    expect(past.outcome).toMatchObject({ init: { status: 404 } });
    expect(past.calls.map((call) => call.path)).toEqual(['/News/getList/']);
  });

  it('is a 404 page while the news are off, asking the API nothing', async () => {
    const { outcome, calls } = await run(({ context, request }) => readNewsList(context, new URL(request.url)), {
      url: 'http://shop.test/profile/news/',
      sections: { news: false, promo: true },
    });
    expect(outcome).toMatchObject({ init: { status: 404 } });
    expect(calls).toEqual([]);
  });
});

describe('readPromotion', () => {
  it('is a 404 page for a code the API does not know', async () => {
    const { outcome } = await run(({ context }) => readPromotion(context, 'net-takoy'), {
      url: 'http://shop.test/profile/promo/net-takoy/',
      answer: () => ({ status: 404, result: { message: 'Акция не найдена' } }),
    });
    expect(outcome).toMatchObject({ init: { status: 404 } });
  });
});

describe('applyPromotionCode', () => {
  const apply = (answer?: (path: string) => ApiAnswer | undefined) =>
    run(({ context }) => applyPromotionCode(context, 'krep10'), { url: 'http://shop.test/profile/promo/krep10/', form: { code: 'HACKED' }, answer });

  it('applies the promotion’s own code, whatever the form sends, and opens the basket', async () => {
    const { outcome, calls } = await apply((path) =>
      path === '/Promocode/apply/' ? { status: 200, result: { success: true, error: null, basket } } : undefined,
    );
    expect(calls).toEqual([
      { path: '/Promo/get/', body: {} },
      { path: '/Promocode/apply/', body: { code: 'KREP10' } },
    ]);
    expect((outcome as Response).headers.get('location')).toBe('/basket/');
  });

  it('stays on the page with the reason when the basket refuses the code', async () => {
    const { outcome } = await apply((path) =>
      path === '/Promocode/apply/' ? { status: 200, result: { success: false, error: 'Корзина пуста', basket } } : undefined,
    );
    expect(outcome).toEqual({ error: 'Корзина пуста' });
  });

  it('offers no code of an ended promotion', async () => {
    const { outcome, calls } = await apply((path) =>
      path === '/Promo/get/' ? { status: 200, result: { ...promotion, is_over: true, promocode: null } } : undefined,
    );
    expect(outcome).toEqual({ error: 'Акция завершилась, промокод больше не действует' });
    expect(calls.map((call) => call.path)).toEqual(['/Promo/get/']);
  });
});
