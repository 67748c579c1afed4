import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Profiler, memo } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type DelegatedLinks, LinkDelegation, prefetchedOnIntent, useDelegatedLinks } from './delegated-links';
import { SmartLink } from './smart-link';

function Here() {
  return <p>{`here: ${useLocation().pathname}`}</p>;
}

/** A memoised header whose links render again only when something they read changes. */
const Shell = memo(function Shell({ onUpdate, children }: { onUpdate: () => void; children: ReactNode }) {
  return (
    <Profiler id="shell" onRender={(_id, phase) => phase === 'update' && onUpdate()}>
      <nav>{children}</nav>
    </Profiler>
  );
});

function renderApp(shell: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {shell}
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Here /> }],
      },
    ],
    { initialEntries: ['/catalog/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LinkDelegation', () => {
  it('makes its plain links navigate in the app', async () => {
    const router = renderApp(
      <LinkDelegation>
        <SmartLink url="/fav/">Избранное</SmartLink>
      </LinkDelegation>,
    );
    const link = screen.getByRole('link', { name: 'Избранное' });
    await userEvent.click(link);
    await screen.findByText('here: /fav/');
    expect(router.state.location.pathname).toBe('/fav/');
  });

  it('leaves clicks with a modifier key, new windows, downloads and files to the browser', async () => {
    const router = renderApp(
      <LinkDelegation>
        <SmartLink url="/fav/">Избранное</SmartLink>
        <SmartLink url="/basket/" newWindow>
          Корзина
        </SmartLink>
        <a href="/files/price.xlsx" download>
          Прайс
        </a>
        <a href="/api/Files/certificate.pdf">Сертификат</a>
      </LinkDelegation>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Избранное' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'Корзина' }));
    await user.click(screen.getByRole('link', { name: 'Прайс' }));
    // jsdom follows no link itself: a click the delegation took would show here as the router's new location.
    await user.click(screen.getByRole('link', { name: 'Сертификат' }));
    expect(router.state.location.pathname).toBe('/catalog/');
  });

  it('renders none of its links again when the page changes, where router links all render again', async () => {
    const delegatedUpdates = vi.fn();
    const router = renderApp(
      <LinkDelegation>
        <Shell onUpdate={delegatedUpdates}>
          <SmartLink url="/">Главная</SmartLink>
          <SmartLink url="/fav/">Избранное</SmartLink>
        </Shell>
      </LinkDelegation>,
    );
    await act(() => router.navigate('/catalog/krepezh/'));
    await screen.findByText('here: /catalog/krepezh/');
    expect(delegatedUpdates).not.toHaveBeenCalled();

    // The same header with router links: each reads the location, so every navigation renders it again.
    const routerUpdates = vi.fn();
    const other = renderApp(
      <Shell onUpdate={routerUpdates}>
        <Link to="/">Главная</Link>
      </Shell>,
    );
    await act(() => other.navigate('/catalog/krepezh/'));
    expect(routerUpdates).toHaveBeenCalled();
  });

  it('leaves no handlers to a delegating list inside it, so its links are handled once', () => {
    let inner: DelegatedLinks | undefined;
    let outer: DelegatedLinks | undefined;
    function Probe({ onLinks }: { onLinks: (links: DelegatedLinks) => void }) {
      onLinks(useDelegatedLinks());
      return null;
    }
    renderApp(
      <>
        <Probe onLinks={(links) => (outer = links)} />
        <LinkDelegation>
          <Probe onLinks={(links) => (inner = links)} />
        </LinkDelegation>
      </>,
    );
    expect(Object.keys(outer!.handlers)).toContain('onClick');
    expect(inner!.handlers).toEqual({});
  });
});

describe('prefetchedOnIntent', () => {
  it('fetches ahead the pages every guest shares, not a visitor’s own', () => {
    expect(['/', '/catalog/', '/catalog/krepezh/bolty/', '/search/?q=болт'].every(prefetchedOnIntent)).toBe(true);
    expect(['/fav/', '/basket/', '/profile/', '/auth/', '/catalogue/', '/services/'].some(prefetchedOnIntent)).toBe(false);
  });
});
