import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Camelize, Settings } from '@store/contracts';
import { ListingBody, type ListingResult } from './listing-body';
import type { CardProduct } from '~/components/product-card/product-card';

type CatalogSettings = Camelize<Settings>['catalog'];

const catalog: CatalogSettings = {
  viewOptions: ['card', 'list'],
  defaultView: 'list',
  categoriesView: 'tiles',
  subcategoriesView: 'tiles',
  infiniteScrollEnabled: false,
  rememberSortBy: true,
  needPreviewProductModal: false,
  showFilterMode: 'sidebar',
  pageSize: 24,
};

const bolt: CardProduct = {
  id: 7,
  offerId: 7,
  code: 'bolt-m10x50',
  article: 'BT-7',
  url: '/catalog/krepezh/bolty/product/bolt-m10x50/',
  available: true,
  hasOffers: false,
  orderMultiple: 1,
  name: 'Болт DIN 933 М10×50',
  type: 'Болты с шестигранной головкой',
  properties: [{ code: 'diameter', name: 'Диаметр', value: 'М10' }],
  images: [],
  price: 1_250,
  discountPrice: null,
  discountPercent: 0,
  unit: 'шт',
  packQty: 1,
  stock: 1240,
};
const nut: CardProduct = { ...bolt, id: 8, offerId: 8, code: 'nut-m10', url: '/catalog/krepezh/gayki/product/nut-m10/', name: 'Гайка DIN 934 М10' };

const lengths = [10, 12, 16, 20, 25, 30, 35, 40, 45, 50].map((length) => ({ value: String(length), label: `${length} мм`, count: 1, selected: false }));

const result: ListingResult = {
  facets: [{ code: 'length', name: 'Длина', values: lengths }],
  inStockCount: 2,
  total: 2,
  items: [bolt, nut],
  page: 1,
  pageCount: 1,
};

/** GET /api/Catalog/getProduct/ as the API answers it (snake_case, enveloped). */
function answerProduct() {
  const detail = {
    product: {
      id: 7,
      offer_id: 7,
      code: bolt.code,
      article: 'BT-7',
      url: bolt.url,
      available: true,
      has_offers: false,
      name: bolt.name,
      type: bolt.type,
      properties: [],
      images: [],
      price: 1_190,
      discount_price: null,
      discount_percent: 0,
      unit: 'шт',
      pack_qty: 1,
      order_multiple: 10,
      stock: 1240,
    },
    family: { code: 'din-933', name: 'Болт DIN 933', standard: 'DIN 933' },
    breadcrumbs: [],
    description: '',
    characteristics: [
      { code: 'strength_class', name: 'Класс прочности', value: '8.8' },
      { code: 'coating', name: 'Покрытие', value: 'Цинк' },
    ],
    stocks: [],
    related_sizes: [],
    documents: [],
  };
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ status: 'ok', result: detail }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderListing(settings: Partial<CatalogSettings>) {
  return renderListingRouter(settings).view;
}

function renderListingRouter(settings: Partial<CatalogSettings> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ListingBody
            result={result}
            sort="popular"
            view="list"
            catalog={{ ...catalog, ...settings }}
            product={{ showArticle: true, showStock: true }}
            favourites
          />
        ),
      },
    ],
    { initialEntries: ['/catalog/krepezh/'] },
  );
  return { router, view: render(<RouterProvider router={router} />) };
}

afterEach(() => vi.unstubAllGlobals());

describe('settings catalog.needPreviewProductModal', () => {
  it('off: the listing offers no quick view', () => {
    renderListing({ needPreviewProductModal: false });
    expect(screen.queryByRole('button', { name: /Быстрый просмотр/ })).toBeNull();
  });

  it('on: each product opens a quick view with its price, availability, key characteristics and a link to its page', async () => {
    const fetchMock = answerProduct();
    const user = userEvent.setup();
    renderListing({ needPreviewProductModal: true });
    expect(screen.getAllByRole('button', { name: /Быстрый просмотр/ })).toHaveLength(2);
    const trigger = screen.getByRole('button', { name: 'Быстрый просмотр: Болт DIN 933 М10×50' });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Болт DIN 933 М10×50' });
    expect(fetchMock).toHaveBeenCalledWith('/api/Catalog/getProduct/?code=bolt-m10x50', expect.anything());
    await within(dialog).findByText('Класс прочности');
    expect(within(dialog).getByText('8.8')).toBeTruthy();
    expect(within(dialog).getByText('Арт. BT-7')).toBeTruthy();
    // The product's own, fresher price replaces the card's.
    expect(within(dialog).getByText(/11,90\s₽/)).toBeTruthy();
    expect(within(dialog).getByText('В наличии')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Подробнее о товаре' }).getAttribute('href')).toBe(bolt.url);
    // Put in the basket from here, by the pack multiple of the product's own figures, and kept among the favourites.
    expect((within(dialog).getByRole('textbox', { name: 'Количество, шт: Болт DIN 933 М10×50' }) as HTMLInputElement).value).toBe('10');
    expect(within(dialog).getByRole('button', { name: 'Добавить в корзину: Болт DIN 933 М10×50' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'В избранное: Болт DIN 933 М10×50' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});

describe('settings catalog.showFilterMode', () => {
  const shownLengths = () => within(screen.getByRole('group', { name: 'Длина' })).getAllByRole('checkbox').length;

  it('sidebar: the filters sit beside the products, each facet listing 8 values before "Показать все"', () => {
    const { container } = renderListing({ showFilterMode: 'sidebar' });
    expect(container.querySelector('.listing__body')?.className).toContain('listing__body--filters-sidebar');
    expect(shownLengths()).toBe(8);
  });

  it('top: the filters sit in a row above the products, each facet a short column of 5', () => {
    const { container } = renderListing({ showFilterMode: 'top' });
    expect(container.querySelector('.listing__body')?.className).toContain('listing__body--filters-top');
    expect(shownLengths()).toBe(5);
    expect(screen.getByRole('button', { name: 'Показать все (10)' })).toBeTruthy();
  });
});

describe('a navigation to a listing', () => {
  it('paints the first cards and filters, then shows the rest of both in one render', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ ...bolt, id: 100 + i, offerId: 100 + i, name: `Болт ${i}` }));
    const facets = ['length', 'diameter', 'coating', 'standard'].map((code) => ({ code, name: `Фильтр ${code}`, values: lengths }));
    // What each commit shows.
    const shown: string[] = [];
    const router = createMemoryRouter(
      [
        { path: '/catalog/', element: <p>Каталог</p> },
        {
          path: '/catalog/krepezh/',
          element: (
            <Profiler
              id="listing"
              onRender={() => shown.push(`${screen.queryAllByRole('article').length} cards, ${screen.queryAllByRole('group').length} filters`)}
            >
              <ListingBody
                result={{ ...result, items, facets, total: 10 }}
                sort="popular"
                view="list"
                catalog={catalog}
                product={{ showArticle: true, showStock: true }}
                favourites
              />
            </Profiler>
          ),
        },
      ],
      { initialEntries: ['/catalog/'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/catalog/krepezh/'));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.getByText('Фильтр standard')).toBeTruthy();
    // The first screen, then everything: never all the cards with filters still held back.
    expect([...new Set(shown)]).toEqual([shown[0], shown.at(-1)]);
  });
});

describe('by keyboard', () => {
  it('a sort walked to with the arrow keys sorts on Enter, not at each step; one picked with the mouse sorts at once', async () => {
    const { router } = renderListingRouter();
    const sort = screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement;
    fireEvent.keyDown(sort, { key: 'ArrowDown' });
    fireEvent.change(sort, { target: { value: 'price_asc' } });
    fireEvent.keyDown(sort, { key: 'ArrowDown' });
    fireEvent.change(sort, { target: { value: 'price_desc' } });
    expect(router.state.location.search).toBe('');
    expect(sort.value).toBe('price_desc');
    fireEvent.keyDown(sort, { key: 'Enter' });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price_desc'));

    fireEvent.change(sort, { target: { value: 'price_asc' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price_asc'));
  });

  it('the phone’s filter sheet is a modal dialog: focus goes in, Escape closes it and gives focus back to «Фильтры»', async () => {
    const user = userEvent.setup();
    renderListingRouter();
    expect(screen.queryByRole('dialog')).toBeNull();
    const open = screen.getByRole('button', { name: 'Фильтры' });
    await user.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Фильтры' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Закрыть фильтры' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('reads out the new count as a status', () => {
    renderListingRouter();
    expect(screen.getByRole('status').textContent).toBe('2 товара');
  });
});
