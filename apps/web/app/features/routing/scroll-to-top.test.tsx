import { act, render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop, shouldScrollToTop } from './scroll-to-top';

afterEach(() => vi.restoreAllMocks());

describe('scroll to top', () => {
  it('is wanted for a new path, not for a query change, a hash or back/forward', () => {
    expect(shouldScrollToTop({ pathname: '/catalog/a/' }, { pathname: '/catalog/b/', hash: '' }, 'PUSH')).toBe(true);
    expect(shouldScrollToTop({ pathname: '/catalog/a/' }, { pathname: '/catalog/a/', hash: '' }, 'PUSH')).toBe(false);
    expect(shouldScrollToTop({ pathname: '/a/' }, { pathname: '/b/', hash: '#part' }, 'PUSH')).toBe(false);
    expect(shouldScrollToTop({ pathname: '/a/' }, { pathname: '/b/', hash: '' }, 'POP')).toBe(false);
  });

  it('scrolls when the path changes and stays when only the query does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <ScrollToTop />
              <Outlet />
            </>
          ),
          children: [{ path: '*', element: null }],
        },
      ],
      { initialEntries: ['/catalog/bolty/'] },
    );
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/catalog/bolty/?sort=price_asc'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/catalog/gayki/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
