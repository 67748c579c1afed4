import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashCookieFor } from '~/lib/flash';
import { clearToasts, toastStore } from '~/ui/toast/toast-store';
import { fakeBasketApi } from './basket-test-kit';
import { basketStore } from './basket-store';
import { useVisitorStateLoader } from './visitor-state';

function Page({ userId }: { userId: number | null }) {
  useVisitorStateLoader({ userId, favouritesEnabled: false, multiBasketEnabled: false });
  return null;
}

const confirmations = () => toastStore.getSnapshot().filter((toast) => toast.title === 'Товар добавлен в корзину');

const bolt = { id: 7, name: 'Болт DIN 933 М6×20', orderMultiple: 100, price: 250 };

let api: ReturnType<typeof fakeBasketApi>;
let fetched: ReturnType<typeof vi.fn<typeof fetch>>;
const basketLoads = () => fetched.mock.calls.filter(([url]) => String(url).includes('/Basket/get/')).length;

beforeEach(() => {
  api = fakeBasketApi([bolt]);
  fetched = vi.fn<typeof fetch>(api.fetch);
  vi.stubGlobal('fetch', fetched);
});
afterEach(() => {
  api.release();
  clearToasts();
  vi.unstubAllGlobals();
  document.cookie = 'flash=; Path=/; Max-Age=0';
});

describe('useVisitorStateLoader', () => {
  it('confirms an add sent as a plain form once the basket is in, and only once', async () => {
    api.seed(bolt, 100);
    document.cookie = flashCookieFor('basket-added');
    const page = render(<Page userId={null} />);
    await waitFor(() => expect(confirmations()).toHaveLength(1));
    expect(basketStore.getSnapshot()?.items).toHaveLength(1);
    expect(document.cookie).not.toContain('flash=');

    // The state loads again (a sign-in): nothing is confirmed a second time.
    page.rerender(<Page userId={5} />);
    await waitFor(() => expect(basketLoads()).toBe(2));
    await basketStore.load();
    expect(confirmations()).toHaveLength(1);
  });

  it('confirms nothing on a page reached any other way', async () => {
    render(<Page userId={null} />);
    await waitFor(() => expect(basketStore.getSnapshot()).not.toBeNull());
    await basketStore.load();
    expect(confirmations()).toHaveLength(0);
  });
});
