import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteOriginProvider } from '~/lib/site-origin';
import { CardList } from '~/components/product-card/card-list';
import { type CardProduct, ProductCard } from '~/components/product-card/product-card';

const base: CardProduct = {
  id: 7,
  offerId: 7,
  code: 'bolt-m10x50',
  article: 'BT-7',
  url: '/catalog/krepezh/bolty/product/bolt-m10x50/',
  available: true,
  hasOffers: false,
  name: 'Болт DIN 933 М10×50',
  type: 'Болт с шестигранной головкой',
  properties: [{ code: 'diameter', name: 'Диаметр', value: 'М10' }],
  images: ['/images/bolt.png'],
  price: 123_450,
  discountPrice: null,
  discountPercent: 0,
  unit: 'шт',
  packQty: 100,
  orderMultiple: 1,
  stock: 1240,
};

function renderCard(product: Partial<CardProduct>, favourites = true) {
  return render(
    <SiteOriginProvider value="https://shop.example">
      <MemoryRouter initialEntries={['/catalog/krepezh/?sort=price_asc']}>
        <CardList className="listing__items">
          <li>
            <ProductCard product={{ ...base, ...product }} view="card" showArticle showStock favourites={favourites} />
          </li>
        </CardList>
      </MemoryRouter>
    </SiteOriginProvider>,
  );
}

describe('ProductCard', () => {
  it('falls back to the spec defaults for a missing name and type', () => {
    renderCard({ name: ' ', type: '' });
    expect(screen.getByRole('link', { name: 'Без названия' }).getAttribute('href')).toBe(base.url);
    expect(screen.getByText('Без типа')).toBeTruthy();
  });

  it('shows the fallback picture when there are no images', () => {
    renderCard({ images: [] });
    const image = screen.getByRole('img', { name: base.name, hidden: true });
    expect(image.getAttribute('src')).toBe('https://shop.example/_img/w240/images/no-photo.svg');
  });

  it('serves images as webp renditions at 1x and 2x from the site origin', () => {
    renderCard({});
    const image = screen.getByRole('img', { name: base.name, hidden: true });
    expect(image.getAttribute('srcset')).toBe('https://shop.example/_img/w240/images/bolt.png 1x, https://shop.example/_img/w480/images/bolt.png 2x');
    expect(image.getAttribute('width')).toBe('220');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('strikes the old price through and shows the discount', () => {
    renderCard({ discountPrice: 100_000, discountPercent: 19 });
    expect(screen.getByText(/^1\s000\s₽/)).toBeTruthy();
    expect(screen.getByText(/1\s234,50\s₽/).closest('s')).toBeTruthy();
    expect(screen.getByText('−19%')).toBeTruthy();
  });

  it('tells availability with the stock quantity, or that it is made to order', () => {
    const { unmount } = renderCard({});
    expect(screen.getByText('В наличии')).toBeTruthy();
    expect(screen.getByText(/1\s240\sшт/)).toBeTruthy();
    unmount();
    renderCard({ available: false, stock: 0 });
    expect(screen.getByText('Под заказ')).toBeTruthy();
  });

  it('links the product by plain links, which work before the page’s JavaScript runs and for crawlers', () => {
    renderCard({});
    const links = [...document.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([base.url, base.url]);
  });

  it('puts the product in the basket by a button of the list’s one form, which works before the page’s JavaScript runs', () => {
    renderCard({ orderMultiple: 100 });
    const button = screen.getByRole('button', { name: `Добавить в корзину: ${base.name}` }) as HTMLButtonElement;
    expect(button.textContent).toBe('В корзину');
    expect(button.type).toBe('submit');
    const form = button.form!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/basket/change/']);
    // The card has no form of its own: one per list, sent by the button that names the product and its multiple.
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(Object.fromEntries(new FormData(form, button))).toEqual({ add: '7:100', back: '/catalog/krepezh/?sort=price_asc' });
  });

  it('has a heart only while the store keeps favourites (settings fav.enabled)', () => {
    const { unmount } = renderCard({});
    const heart = screen.getByRole('button', { name: /^В избранное: / }) as HTMLButtonElement;
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('formaction')).toBe('/fav/change/');
    expect(Object.fromEntries(new FormData(heart.form!, heart))).toEqual({ id: '7', back: '/catalog/krepezh/?sort=price_asc' });
    unmount();
    renderCard({}, false);
    expect(screen.queryByRole('button', { name: /^В избранное/ })).toBeNull();
  });
});
