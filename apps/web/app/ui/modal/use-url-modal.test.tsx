import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlModal } from './use-url-modal';

function Page() {
  const checkout = useUrlModal('checkout');
  const city = useUrlModal('city', 'pick');
  return (
    <>
      <p>{checkout.open ? 'Оформление открыто' : 'Оформление закрыто'}</p>
      <button type="button" onClick={checkout.openModal}>
        Открыть
      </button>
      <button type="button" onClick={checkout.closeModal}>
        Закрыть
      </button>
      <button type="button" onClick={city.openModal}>
        Город
      </button>
    </>
  );
}

function setup(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/basket/', element: <Page /> },
      { path: '/catalog/', element: <p>Каталог</p> },
    ],
    {
      initialEntries: entries,
      initialIndex: entries.length - 1,
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const url = (router: ReturnType<typeof setup>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('useUrlModal', () => {
  it("opening adds the parameter (value 'true' by default) as a new history entry", async () => {
    const router = setup(['/basket/?sort=price']);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(url(router)).toBe('/basket/?sort=price&checkout=true');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByText('Оформление открыто')).toBeTruthy();
  });

  it('uses the value the caller names', async () => {
    const router = setup(['/basket/']);
    await userEvent.click(screen.getByRole('button', { name: 'Город' }));
    expect(url(router)).toBe('/basket/?city=pick');
  });

  it('closing goes back when the previous entry is the same path without the parameter', async () => {
    const router = setup(['/catalog/', '/basket/']);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(router.state.historyAction).toBe('POP');
    expect(url(router)).toBe('/basket/');
    // Back again leaves the page: no extra entry was left behind.
    await act(() => router.navigate(-1));
    expect(url(router)).toBe('/catalog/');
  });

  it('closing a modal the visitor landed on replaces the URL without the parameter', async () => {
    const router = setup(['/catalog/', '/basket/?checkout=true']);
    expect(screen.getByText('Оформление открыто')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(url(router)).toBe('/basket/');
    await act(() => router.navigate(-1));
    expect(url(router)).toBe('/catalog/');
  });
});
