import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basketStore } from '~/visitor/basket-store';
import { type FakeProduct, fakeBasketApi } from '~/visitor/basket-test-kit';
import { clearToasts } from '~/ui/toast/toast-store';
import { HeaderCart } from './header-cart';

const bolt: FakeProduct = { id: 7, name: 'Болт DIN 933 М10×50', orderMultiple: 10, price: 1_250 };
const nut: FakeProduct = { id: 8, name: 'Гайка DIN 934 М10', orderMultiple: 100, price: 90 };

function screenWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop && query === '(min-width: 1024px)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

async function openWith(lines: [FakeProduct, number][]) {
  const api = fakeBasketApi([bolt, nut]);
  for (const [product, quantity] of lines) api.seed(product, quantity);
  vi.stubGlobal('fetch', api.fetch);
  await act(() => basketStore.load());
  render(
    <MemoryRouter>
      <HeaderCart />
      <a href="#after">Дальше</a>
    </MemoryRouter>,
  );
  return api;
}

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('HeaderCart', () => {
  it('counts the basket’s lines in the link and follows the store', async () => {
    screenWidth(true);
    await openWith([
      [bolt, 20],
      [nut, 300],
    ]);
    expect(screen.getByRole('link', { name: 'Корзина, 2 товара' }).getAttribute('href')).toBe('/basket/');
    await act(() => basketStore.change(async () => ({ ...basketStore.getSnapshot()!, items: [], count: 0 }), { answer: (basket) => basket }));
    expect(screen.getByRole('link', { name: 'Корзина' })).toBeTruthy();
  });

  it('opens the mini-cart on hover at desktop width: lines with steppers and sums, the total and the way to the basket', async () => {
    screenWidth(true);
    const api = await openWith([
      [bolt, 20],
      [nut, 300],
    ]);
    await userEvent.hover(screen.getByRole('link', { name: /^Корзина/ }));
    const miniCart = await screen.findByRole('region', { name: 'Корзина' });
    const lines = within(miniCart).getAllByRole('listitem');
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual([bolt.name, nut.name]);
    expect(within(lines[0]!).getByText(/^250\s₽$/)).toBeTruthy();
    expect(within(miniCart).getByText(/^520\s₽$/)).toBeTruthy();
    expect(within(miniCart).getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');

    await userEvent.click(within(lines[0]!).getByRole('button', { name: 'Увеличить' }));
    await waitFor(() => expect(api.calls).toEqual([{ path: '/Basket/setQuantity/', body: { bid: 1, quantity: 30 } }]));
    await waitFor(() => expect(within(miniCart).getByText(/^375\s₽$/)).toBeTruthy());

    await userEvent.unhover(screen.getByRole('link', { name: /^Корзина/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Корзина' })).toBeNull());
  });

  it('closes when the page changes, as when one of its lines is followed', async () => {
    screenWidth(true);
    await openWith([[bolt, 20]]);
    await userEvent.tab();
    const miniCart = await screen.findByRole('region', { name: 'Корзина' });
    await userEvent.click(within(miniCart).getByRole('link', { name: bolt.name }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Корзина' })).toBeNull());
  });

  it('opens on keyboard focus, lets Tab reach the lines, and closes on Escape', async () => {
    screenWidth(true);
    await openWith([[bolt, 20]]);
    await userEvent.tab();
    const miniCart = await screen.findByRole('region', { name: 'Корзина' });
    await userEvent.tab();
    expect(miniCart.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Корзина' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Корзина/ }));
  });

  it('says the basket is empty', async () => {
    screenWidth(true);
    await openWith([]);
    await userEvent.hover(screen.getByRole('link', { name: 'Корзина' }));
    const miniCart = await screen.findByRole('region', { name: 'Корзина' });
    expect(within(miniCart).getByText('Корзина пуста')).toBeTruthy();
    expect(within(miniCart).queryByRole('link', { name: 'Перейти в корзину' })).toBeNull();
  });

  it('is only a link on narrow screens', async () => {
    screenWidth(false);
    await openWith([[bolt, 20]]);
    const link = screen.getByRole('link', { name: 'Корзина, 1 товар' });
    await userEvent.hover(link);
    await userEvent.tab();
    // The mini-cart's code would load at once if it were wanted: give it the time it takes, then look.
    await act(() => import('./mini-cart'));
    expect(screen.queryByRole('region', { name: 'Корзина' })).toBeNull();
    expect(link.getAttribute('aria-expanded')).toBeNull();
  });
});
