import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FocusNewPage } from './focus-new-page';

/** A layout that stays (a menu link, a search field) around pages with their own headings, as the store's layouts are. */
function renderStore(initial = '/catalog/bolty/') {
  const page = (title: string) => (
    <>
      <h1>{title}</h1>
      <Link to="?sort=price_asc">Сначала дешёвые</Link>
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <FocusNewPage />
            <nav>
              <Link to="/catalog/gayki/">Гайки</Link>
            </nav>
            <input aria-label="Поиск" />
            <main id="main">
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: 'catalog/bolty/', element: page('Болты') },
          { path: 'catalog/gayki/', element: page('Гайки') },
          { path: 'basket/', element: <p>Корзина пуста</p> },
          {
            path: 'auth/',
            element: (
              <>
                <h1>Вход</h1>
                <input aria-label="Email" data-autofocus ref={(input) => input?.focus()} />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus on a new page', () => {
  it('goes to the new page’s heading when a followed link stays on the page', async () => {
    renderStore();
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('link', { name: 'Гайки' }));
    const heading = await screen.findByRole('heading', { name: 'Гайки', level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('goes to the main region of a page without a heading', async () => {
    const router = renderStore();
    await act(() => router.navigate('/basket/'));
    const main = document.getElementById('main');
    expect(document.activeElement).toBe(main);
    expect(main?.tabIndex).toBe(-1);
  });

  it('stays where it was when only the query changes', async () => {
    renderStore();
    const sort = screen.getByRole('link', { name: 'Сначала дешёвые' });
    await userEvent.click(sort);
    expect(document.activeElement).toBe(sort);
  });

  it('stays in a field (the header’s search) and on a control the new page focused itself', async () => {
    const router = renderStore();
    const search = screen.getByRole('textbox', { name: 'Поиск' });
    search.focus();
    await act(() => router.navigate('/catalog/gayki/'));
    expect(document.activeElement).toBe(search);
    screen.getByRole('link', { name: 'Гайки' }).focus();
    await act(() => router.navigate('/auth/'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
