import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkDelegation } from '~/components/delegated-links';
import { Pagination, pageWindow, withPage } from './pagination';

function Listing() {
  const location = useLocation();
  const page = Number(new URLSearchParams(location.search).get('page') ?? 1);
  return (
    <LinkDelegation>
      <p>{`адрес: ${location.pathname}${location.search}`}</p>
      <Pagination page={page} pageCount={12} />
    </LinkDelegation>
  );
}

describe('withPage', () => {
  it('keeps the filters, and page 1 has no page in its address', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(withPage(params('diameter=10'), 2)).toBe('?diameter=10&page=2');
    expect(withPage(params('diameter=10&page=2'), 1)).toBe('?diameter=10');
  });
});

describe('pageWindow', () => {
  it('shows the first and last pages and two around the current one, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });
});

describe('Pagination', () => {
  it('links every page with the filters kept, and follows them in the app', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Listing /> }], { initialEntries: ['/catalog/bolty/?diameter=M10&page=6'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Страница 6' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Страница 1' }).getAttribute('href')).toBe('/catalog/bolty/?diameter=M10');
    expect(screen.getByRole('link', { name: 'Назад' }).getAttribute('rel')).toBe('prev');
    const next = screen.getByRole('link', { name: 'Вперёд' });
    expect(next.getAttribute('rel')).toBe('next');

    await userEvent.click(next);
    await screen.findByText('адрес: /catalog/bolty/?diameter=M10&page=7');
    expect(screen.getByRole('link', { name: 'Страница 7' }).getAttribute('aria-current')).toBe('page');
  });
});
