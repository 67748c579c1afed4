import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RelatedSizes } from './detail-tables';
import { nearestSizes } from './nearest-sizes';

const size = (id: number, label: string, current = false) => ({
  id,
  code: `bolt-m${label}`,
  url: `/catalog/krepezh/bolty/product/bolt-m${label}/`,
  name: `Болт DIN 933 М${label}`,
  size: `М${label}`,
  price: 1_500,
  discountPrice: null,
  unit: 'шт',
  orderMultiple: id === 2 ? 100 : 10,
  available: true,
  current,
});

describe('RelatedSizes', () => {
  it('puts each size of the family in the basket by its own pack multiple', () => {
    render(
      <MemoryRouter initialEntries={['/catalog/krepezh/bolty/product/bolt-m6x20/']}>
        <RelatedSizes sizes={[size(1, '6×20', true), size(2, '6×25')]} />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const sent = rows.map((row) =>
      Object.fromEntries(
        new FormData(
          within(row)
            .getByRole('button', { name: /^Добавить в корзину: / })
            .closest('form')!,
        ),
      ),
    );
    expect(sent).toEqual([
      { id: '1', quantity: '10', back: '/catalog/krepezh/bolty/product/bolt-m6x20/' },
      { id: '2', quantity: '100', back: '/catalog/krepezh/bolty/product/bolt-m6x20/' },
    ]);
    expect(within(rows[1]!).getByRole('button', { name: 'Добавить в корзину: Болт DIN 933 М6×25' })).toBeTruthy();
  });

  it('says how many sizes there are in all when it shows only the nearest, and links the page with every size', () => {
    render(
      <MemoryRouter initialEntries={['/catalog/krepezh/bolty/product/bolt-m6x20/']}>
        <RelatedSizes sizes={[size(1, '6×20', true), size(2, '6×25')]} total={349} />
      </MemoryRouter>,
    );
    const all = screen.getByRole('link', { name: 'Показать все (349)' });
    expect(all.getAttribute('href')).toBe('/catalog/krepezh/bolty/product/bolt-m6x20/?sizes=all');
    expect(all.getAttribute('rel')).toBe('nofollow');
  });

  it('has no such link when it shows every size', () => {
    render(
      <MemoryRouter initialEntries={['/catalog/krepezh/bolty/product/bolt-m6x20/']}>
        <RelatedSizes sizes={[size(1, '6×20', true), size(2, '6×25')]} total={2} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /Показать все/ })).toBeNull();
  });
});

describe('nearestSizes', () => {
  const family = (count: number, current: number) => Array.from({ length: count }, (_, i) => ({ id: i, current: i === current }));
  const ids = (sizes: { id: number }[]) => sizes.map((item) => item.id);

  it('keeps every size of a small family', () => {
    expect(ids(nearestSizes(family(5, 2), 25))).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps the sizes around the current one, in the family’s order', () => {
    expect(ids(nearestSizes(family(349, 200), 5))).toEqual([198, 199, 200, 201, 202]);
  });

  it('keeps as many at either end of the family', () => {
    expect(ids(nearestSizes(family(349, 1), 5))).toEqual([0, 1, 2, 3, 4]);
    expect(ids(nearestSizes(family(349, 348), 5))).toEqual([344, 345, 346, 347, 348]);
  });
});
