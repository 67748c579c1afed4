import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceListsPage } from './price-lists-page';

const priceLists = [
  { code: 'all', name: 'Весь каталог', productCount: 20_000, url: '/api/PriceList/download/?code=all' },
  { code: 'krepezh', name: 'Крепёж', productCount: 1, url: '/api/PriceList/download/?code=krepezh' },
  { code: 'ankery', name: 'Анкеры', productCount: 3, url: '/api/PriceList/download/?code=ankery' },
];

describe('PriceListsPage', () => {
  it('offers each list as a download of its file, named by the list for a screen reader, with its size in products', () => {
    render(<PriceListsPage priceLists={priceLists} />);
    const items = within(screen.getByRole('list', { name: 'Прайс-листы' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Весь каталог', 'Крепёж', 'Анкеры']);
    expect(
      items.map((item) =>
        within(item)
          .getByText(/· XLSX$/)
          .textContent?.replace(/\s/g, ' '),
      ),
    ).toEqual(['20 000 товаров · XLSX', '1 товар · XLSX', '3 товара · XLSX']);

    const links = screen.getAllByRole('link', { name: 'Скачать' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(priceLists.map((list) => list.url));
    expect(links.every((link) => link.hasAttribute('download'))).toBe(true);
    expect(links[1]!.getAttribute('aria-describedby')).toBe('price-list-krepezh');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Прайс-листы');
  });
});
