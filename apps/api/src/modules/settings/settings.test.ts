import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { Db } from '../../db/database.ts';
import { bumpContentVersion } from '../data-versions/data-versions.ts';
import { getSettings, saveSettings } from './settings.repository.ts';

/** Every key of an answer, nested ones as `a.b`, array items included. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, prefix));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...keyPaths(inner, `${prefix}${key}.`)]);
}

describe('GET /api/Settings/get/ (spec §3 Settings)', () => {
  let t: TestApp;
  let settings: Record<string, any>;
  beforeAll(async () => {
    t = await createTestApp({ skus: 50 });
    const response = await t.app.inject({ method: 'GET', url: '/api/Settings/get/' });
    expect(response.statusCode).toBe(200);
    expect(body(response).status).toBe('ok');
    settings = body(response).result;
  });
  afterAll(() => t.close());

  it('has every field the spec lists, in snake_case', () => {
    const keys = keyPaths(settings);
    for (const key of [
      'allowed_auth_methods',
      'allowed_user_types',
      'unauthorized_user_type',
      'registration',
      'city_choice_enabled',
      'header',
      'footer.variant',
      'main_page',
      'product',
      'catalog.view_options',
      'catalog.default_view',
      'catalog.categories_view',
      'catalog.subcategories_view',
      'catalog.infinite_scroll_enabled',
      'catalog.remember_sort_by',
      'catalog.need_preview_product_modal',
      'catalog.show_filter_mode',
      'product_detail.tabs',
      'fav',
      'basket.view',
      'basket.multi_enabled',
      'basket.promocodes_enabled',
      'basket.recommended_products_shown',
      'checkout.individual_may_order_as_legal',
      'checkout.can_choose_date',
      'profile.delivery_addresses',
      'profile.price_lists',
      'profile.dashboard',
      'profile.organizations',
      'profile.employees',
      'profile.finances',
      'profile.quick_order',
      'profile.promo',
      'profile.news',
      'profile.knowledge',
      'profile.need_confirm_to_change.email',
      'profile.need_confirm_to_change.phone',
      'orders',
      'colors.primary',
      'colors.secondary',
      'logos.logo',
      'logos.light_logo',
      'logos.mini_logo',
      'logos.logo_height',
      'logos.favicon_light',
      'logos.favicon_dark',
      'logos.mobile_tile',
      'metatags.title',
      'metatags.description',
      'copyright_footer',
    ]) {
      expect(keys, key).toContain(key);
    }
    expect(
      keys.filter((key) => /[A-Z]/.test(key)),
      'camelCase keys on the wire',
    ).toEqual([]);
  });

  it('ships the spec’s defaults (§9: catalog list view, basket table, multi-basket on)', () => {
    expect(settings.catalog.default_view).toBe('list');
    expect(settings.catalog.view_options).toEqual(expect.arrayContaining(['card', 'list']));
    expect(settings.basket.view).toBe('table');
    expect(settings.basket.multi_enabled).toBe(true);
    expect(settings.allowed_user_types).toEqual(expect.arrayContaining(['individual', 'legal']));
    expect([1, 2, 3]).toContain(settings.footer.variant);
  });

  it('has only registration flags something honours (enabled: the registration call and page obey it)', () => {
    expect(settings.registration).toEqual({ enabled: true });
  });

  it('brands the store: colours, logos, meta tags and a copyright with a [year] placeholder', () => {
    expect(settings.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(settings.colors.secondary).toMatch(/^#[0-9a-f]{6}$/i);
    for (const key of ['logo', 'light_logo', 'mini_logo', 'favicon_light', 'favicon_dark', 'mobile_tile']) {
      expect(settings.logos[key], key).toMatch(/^\/\S+\.(svg|png|webp)$/);
    }
    expect(settings.logos.logo_height).toBeGreaterThan(0);
    expect(settings.metatags.title).toMatch(/[а-яё]/i);
    expect(settings.metatags.description).toMatch(/[а-яё]/i);
    expect(settings.copyright_footer).toContain('[year]');
  });
});

describe('stored settings over the defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const read = async () => body(await t.app.inject({ method: 'GET', url: '/api/Settings/get/' })).result;

  it('answers the defaults when nothing is stored (a store started without demo data)', async () => {
    const settings = await read();
    expect(settings.basket).toEqual({ view: 'table', multi_enabled: true, promocodes_enabled: true, recommended_products_shown: true });
    expect(settings.catalog.default_view).toBe('list');
  });

  it('fills a setting missing from an older stored document with its default and keeps every stored value', async () => {
    const older = { city: 'Казань', catalog: { default_view: 'card' }, orders: { repeat_enabled: false, cancel_enabled: true } };
    await t.db
      .insertInto('settings')
      .values({ id: 1, data: JSON.stringify(older) })
      .execute();
    await bumpContentVersion(t.db);
    const settings = await read();
    expect(settings.city).toBe('Казань');
    expect(settings.catalog.default_view).toBe('card');
    expect(settings.catalog.page_size).toBe(24);
    expect(settings.orders).toEqual({ enabled: true, repeat_enabled: false, cancel_enabled: true });
  });
});

describe('getSettings, read once per content version', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, onDisk: true });
    other = await t.anotherApp();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const storeCity = (db: Db, city: string) =>
    db
      .insertInto('settings')
      .values({ id: 1, data: JSON.stringify({ city }) })
      .onConflict((oc) => oc.column('id').doUpdateSet({ data: JSON.stringify({ city }) }))
      .execute();

  it('keeps the settings until the content version moves; a transaction reads them as they are in it', async () => {
    await storeCity(t.db, 'Тверь');
    await bumpContentVersion(t.db);
    expect((await getSettings(t.db)).city).toBe('Тверь');
    // A write that does not move the version (no write of the app's does that) is not read again...
    await storeCity(t.db, 'Омск');
    expect((await getSettings(t.db)).city).toBe('Тверь');
    expect((await t.db.transaction().execute((trx) => getSettings(trx))).city).toBe('Омск');
    // ...until the version moves.
    await bumpContentVersion(t.db);
    expect((await getSettings(t.db)).city).toBe('Омск');
  });

  it('shows a change saved by another process once its version reaches this one', async () => {
    const settings = await getSettings(other.db);
    await saveSettings(t.db, { ...settings, city: 'Самара' });
    expect((await getSettings(t.db)).city).toBe('Самара');
    await expect.poll(async () => (await getSettings(other.db)).city).toBe('Самара');
  });
});
