import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Facets } from './facets';

const facets = [{ code: 'diameter', name: 'Диаметр', values: [{ value: '10', label: 'М10', count: 3, selected: false }] }];

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Facets facets={facets} inStockCount={2} total={3} /> }], { initialEntries: [url] });
  const { container } = render(<RouterProvider router={router} />);
  return container.querySelector('form')!;
}

describe('Facets without JavaScript', () => {
  it('carries the search text, sort and view through a plain submit, but no old filter values', () => {
    const form = renderAt('/search/?q=болт+м10&sort=price_asc&view=card&diameter=8');
    const hidden = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]));
    expect(hidden).toEqual({ q: 'болт м10', sort: 'price_asc', view: 'card' });
    expect(screen.getByRole('checkbox', { name: /М10/ })).toBeDefined();
  });

  it('adds nothing hidden on a plain listing', () => {
    expect(renderAt('/catalog/krepezh/').querySelectorAll('input[type=hidden]')).toHaveLength(0);
  });
});

describe('Facets collapsed', () => {
  const values = [3, 4, 5, 6, 8, 10, 12, 14, 16, 20].map((size) => ({ value: String(size), label: `М${size}`, count: 1, selected: size === 16 }));

  it('lists the first values and every chosen one further down, the rest behind "Показать все"', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <Facets facets={[{ code: 'diameter', name: 'Диаметр', values }]} inStockCount={0} total={10} collapsedLimit={5} /> }],
      {
        initialEntries: ['/catalog/krepezh/?diameter=16'],
      },
    );
    render(<RouterProvider router={router} />);
    const shown = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.querySelector('.facet__label')?.textContent);
    expect(shown).toEqual(['Только в наличии', 'М3', 'М4', 'М5', 'М6', 'М8', 'М16']);
    expect(screen.getByRole('button', { name: 'Показать все (10)' })).toBeTruthy();
  });
});
