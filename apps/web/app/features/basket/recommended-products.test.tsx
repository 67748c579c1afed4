import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteOriginProvider } from '~/lib/site-origin';
import { RecommendedProducts } from './recommended-products';

const card = (id: number, name: string) => ({
  id,
  offer_id: id,
  code: `p-${id}`,
  article: `ART-${id}`,
  url: `/catalog/krepezh/product/p-${id}/`,
  available: true,
  has_offers: false,
  name,
  type: 'Гайки',
  properties: [],
  images: [],
  price: 1500,
  discount_price: null,
  discount_percent: 0,
  unit: 'шт',
  pack_qty: 1,
  order_multiple: 1,
  stock: 10,
});

function renderSection(ids: number[]) {
  return render(
    <SiteOriginProvider value="https://shop.example">
      <MemoryRouter>
        <RecommendedProducts ids={ids} display={{ showArticle: true, showStock: true }} favourites />
      </MemoryRouter>
    </SiteOriginProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RecommendedProducts', () => {
  it('asks for the basket’s recommended ids and shows their cards', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 'ok', result: [card(7, 'Гайка DIN 934 М10'), card(9, 'Шайба DIN 125 М10')] })));
    vi.stubGlobal('fetch', fetch);
    renderSection([7, 9]);
    expect(screen.getByRole('status').textContent).toBe('Загрузка');
    await screen.findByRole('link', { name: 'Гайка DIN 934 М10' });
    expect(screen.getByRole('link', { name: 'Шайба DIN 125 М10' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Рекомендуемые товары' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/Basket/getRecommendedProducts/', 'POST', JSON.stringify({ recommended_ids: [7, 9] })]);
  });

  it('shows nothing for a basket without recommendations', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = renderSection([]);
    expect(container.textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
