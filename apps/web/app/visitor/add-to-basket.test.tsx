import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toastStore } from '~/ui/toast/toast-store';
import { AddToBasket } from './add-to-basket';
import { BasketAnnouncer } from './basket-announcer';
import { basketStore } from './basket-store';
import { type FakeProduct, fakeBasketApi } from './basket-test-kit';

const bolt: FakeProduct = { id: 7, name: 'Болт DIN 933 М6×20', orderMultiple: 100, price: 250 };
const nut: FakeProduct = { id: 8, name: 'Гайка DIN 934 М24', orderMultiple: 1, price: 4_000 };

let api: ReturnType<typeof fakeBasketApi>;

/** A fresh basket for each test: the store is the page's one, so it is loaded from the fake API again. */
async function openWith(seeded: [FakeProduct, number][] = []) {
  api = fakeBasketApi([bolt, nut]);
  for (const [product, quantity] of seeded) api.seed(product, quantity);
  vi.stubGlobal('fetch', api.fetch);
  await act(() => basketStore.load());
}

function renderControl(product: FakeProduct, options: { chooseQuantity?: boolean } = {}) {
  return render(
    <MemoryRouter initialEntries={['/catalog/krepezh/bolty/']}>
      <AddToBasket product={{ ...product, unit: 'шт' }} {...options} />
      <BasketAnnouncer />
    </MemoryRouter>,
  );
}

const quantityField = (product: FakeProduct) => screen.getByRole('textbox', { name: `Количество в корзине, шт: ${product.name}` }) as HTMLInputElement;
const toastTexts = () =>
  toastStore
    .getSnapshot()
    .filter((toast) => toast.open)
    .map((toast) => [toast.title, toast.message].filter(Boolean).join(': '));

beforeEach(() => openWith());
afterEach(() => {
  api.release();
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('AddToBasket', () => {
  it('adds one pack multiple, then becomes the line’s stepper and confirms with the way to the basket', async () => {
    renderControl(bolt);
    await userEvent.click(screen.getByRole('button', { name: `Добавить в корзину: ${bolt.name}` }));
    expect(api.calls).toEqual([{ path: '/Basket/add/', body: { id: 7, quantity: 100 } }]);
    expect(((await screen.findByRole('textbox', { name: `Количество в корзине, шт: ${bolt.name}` })) as HTMLInputElement).value).toBe('100');
    expect(screen.queryByRole('button', { name: /Добавить в корзину/ })).toBeNull();
    const [confirmation] = toastStore.getSnapshot();
    expect([confirmation?.title, confirmation?.message, confirmation?.link]).toEqual(['Товар добавлен в корзину', 'Перейти в корзину', '/basket/']);
  });

  it('keeps keyboard focus when the button turns into the stepper', async () => {
    renderControl(bolt);
    screen.getByRole('button', { name: `Добавить в корзину: ${bolt.name}` }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('textbox', { name: `Количество в корзине, шт: ${bolt.name}` });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Увеличить' }));
  });

  it('shows the stepper for a product already in the basket, stepping by its multiple', async () => {
    await openWith([[bolt, 200]]);
    renderControl(bolt);
    expect(quantityField(bolt).value).toBe('200');
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
    // The store shows the new quantity before the answer.
    expect(quantityField(bolt).value).toBe('300');
    await waitFor(() => expect(api.calls).toEqual([{ path: '/Basket/setQuantity/', body: { bid: 1, quantity: 300 } }]));
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    await waitFor(() => expect(api.calls.at(-1)).toEqual({ path: '/Basket/setQuantity/', body: { bid: 1, quantity: 200 } }));
    expect(quantityField(bolt).value).toBe('200');
    // Screen readers hear what the server settled on.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${bolt.name}: в корзине 200 шт`));
  });

  it('removes the line at 0 and offers “В корзину” again, the count dropping before the answer', async () => {
    await openWith([[bolt, 100]]);
    renderControl(bolt);
    api.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    expect(api.calls).toEqual([{ path: '/Basket/setQuantity/', body: { bid: 1, quantity: 0 } }]);
    expect(screen.getByRole('button', { name: `Добавить в корзину: ${bolt.name}` })).toBeTruthy();
    expect(basketStore.getSnapshot()?.count).toBe(0);
    api.release();
    await waitFor(() => expect(basketStore.getSnapshot()?.items).toEqual([]));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${bolt.name} удалён из корзины`));
  });

  it('removes the line when 0 is typed and sent with Enter, without adding it back in the same keystroke', async () => {
    await openWith([[nut, 3]]);
    renderControl(nut);
    await userEvent.clear(quantityField(nut));
    await userEvent.type(quantityField(nut), '0{Enter}');
    await screen.findByRole('button', { name: `Добавить в корзину: ${nut.name}` });
    await waitFor(() => expect(basketStore.getSnapshot()?.items).toEqual([]));
    expect(api.calls).toEqual([{ path: '/Basket/setQuantity/', body: { bid: 1, quantity: 0 } }]);
  });

  it('changes nothing when the server refuses, and the API-error popup says why', async () => {
    await openWith([[nut, 5]]);
    renderControl(nut);
    api.failNext(422, 'Количество одного товара в корзине — не более 999 999');
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(quantityField(nut).value).toBe('5'));
    expect(basketStore.getSnapshot()?.items[0]?.quantity).toBe(5);
    expect(toastTexts()).toContain('422 Unprocessable Entity: Количество одного товара в корзине — не более 999 999');
  });

  it('leaves the button when an add is refused', async () => {
    renderControl(nut);
    api.failNext(404, 'Товар не найден');
    await userEvent.click(screen.getByRole('button', { name: `Добавить в корзину: ${nut.name}` }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: `Добавить в корзину: ${nut.name}` }).getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(toastStore.getSnapshot().some((toast) => toast.title === 'Товар добавлен в корзину')).toBe(false);
  });

  it('sends a typed quantity once typing pauses, and shows the server’s rounding notice', async () => {
    await openWith([[bolt, 100]]);
    renderControl(bolt);
    vi.useFakeTimers();
    try {
      fireEvent.change(quantityField(bolt), { target: { value: '1' } });
      fireEvent.change(quantityField(bolt), { target: { value: '15' } });
      fireEvent.change(quantityField(bolt), { target: { value: '150' } });
      expect(api.calls).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(350));
    } finally {
      vi.useRealTimers();
    }
    expect(api.calls).toEqual([{ path: '/Basket/setQuantity/', body: { bid: 1, quantity: 150 } }]);
    await waitFor(() => expect(quantityField(bolt).value).toBe('200'));
    expect(toastTexts()).toContain(`«${bolt.name}» продаётся кратно 100 шт: количество округлено до 200 шт`);
  });

  describe('with a quantity to choose (product page, quick view)', () => {
    it('adds the chosen quantity, stepping by the multiple and never below it', async () => {
      renderControl(bolt, { chooseQuantity: true });
      const chosen = screen.getByRole('textbox', { name: `Количество, шт: ${bolt.name}` }) as HTMLInputElement;
      expect(chosen.value).toBe('100');
      expect((screen.getByRole('button', { name: 'Уменьшить' }) as HTMLButtonElement).disabled).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
      await userEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
      expect(chosen.value).toBe('300');
      await userEvent.click(screen.getByRole('button', { name: `Добавить в корзину: ${bolt.name}` }));
      expect(api.calls).toEqual([{ path: '/Basket/add/', body: { id: 7, quantity: 300 } }]);
      expect(((await screen.findByRole('textbox', { name: `Количество в корзине, шт: ${bolt.name}` })) as HTMLInputElement).value).toBe('300');
      expect(screen.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    });

    it('adds a typed quantity on Enter', async () => {
      renderControl(nut, { chooseQuantity: true });
      const chosen = screen.getByRole('textbox', { name: `Количество, шт: ${nut.name}` });
      await userEvent.clear(chosen);
      await userEvent.type(chosen, '12{Enter}');
      expect(api.calls).toEqual([{ path: '/Basket/add/', body: { id: 8, quantity: 12 } }]);
    });
  });
});
