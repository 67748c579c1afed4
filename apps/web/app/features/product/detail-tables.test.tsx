import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RelatedSizes } from './detail-tables';

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
});
