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
