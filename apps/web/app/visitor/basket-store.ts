import type { Basket, BasketColor, Camelize, MultiBasketChange, MultiBasketEntry, PromocodeAnswer } from '@store/contracts';
import { browserApi } from '~/api/browser-api';
import { createVisitorStore, useVisitorState } from '~/lib/visitor-store';

export type BasketView = Camelize<Basket>;
export type BasketLine = BasketView['items'][number];
export type MultiBasketView = Camelize<MultiBasketEntry>;

/** The active basket (decision 0004): every basket call answers it whole, and the store is replaced by it. */
export const basketStore = createVisitorStore(() => browserApi.get('/Basket/get/'));
/** The visitor's baskets for the multi-basket picker and the specifications page. */
export const multiBasketStore = createVisitorStore(() => browserApi.get('/Basket/getMultiBaskets/'));

const wholeBasket = { answer: (basket: BasketView) => basket };

/** An optimistic basket with these lines: its count (the header's number) follows at once; sums wait for the answer. */
const withItems = (basket: BasketView, items: BasketLine[]): BasketView => ({ ...basket, items, count: items.length });

/** Touch devices confirm an add with a short vibration (spec §9: 300 ms). */
function vibrate() {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator && matchMedia('(pointer: coarse)').matches) navigator.vibrate(300);
}

export const basketActions = {
  async add(productId: number, quantity: number) {
    const basket = await basketStore.change(() => browserApi.post('/Basket/add/', { id: productId, quantity }), wholeBasket);
    vibrate();
    return basket;
  },
  setQuantity(bid: number, quantity: number) {
    return basketStore.change(() => browserApi.post('/Basket/setQuantity/', { bid, quantity }), {
      ...wholeBasket,
      optimistic: (basket) =>
        basket &&
        withItems(
          basket,
          quantity === 0 ? basket.items.filter((line) => line.bid !== bid) : basket.items.map((line) => (line.bid === bid ? { ...line, quantity } : line)),
        ),
    });
  },
  remove(bids: readonly number[]) {
    return basketStore.change(() => browserApi.post('/Basket/remove/', { bids: [...bids] }), {
      ...wholeBasket,
      optimistic: (basket) =>
        basket &&
        withItems(
          basket,
          basket.items.filter((line) => !bids.includes(line.bid)),
        ),
    });
  },
  /** Spec §4: `{success}` or `{success: false, error}`; the basket is replaced either way. */
  applyPromocode(code: string) {
    return basketStore.change(() => browserApi.post('/Promocode/apply/', { code }), { answer: (result: Camelize<PromocodeAnswer>) => result.basket });
  },
  cancelPromocode(code: string) {
    return basketStore.change(() => browserApi.post('/Promocode/cancel/', { code }), { answer: (result: Camelize<PromocodeAnswer>) => result.basket });
  },
};

/** A multi-basket change answers the list and the active basket: both stores take it. */
async function multiChange(send: () => Promise<Camelize<MultiBasketChange>>) {
  const result = await multiBasketStore.change(send, { answer: (change: Camelize<MultiBasketChange>) => change.baskets });
  await basketStore.change(async () => result.basket, wholeBasket);
  return result;
}

export const multiBasketActions = {
  create: (name: string, description: string) => multiChange(() => browserApi.post('/Basket/createBasket/', { name, description })),
  update: (basketId: number, changes: { name: string; description?: string; color?: BasketColor }) =>
    multiChange(() => browserApi.post('/Basket/updateBasket/', { basket_id: basketId, ...changes })),
  remove: (basketId: number) => multiChange(() => browserApi.post('/Basket/deleteBasket/', { basket_id: basketId })),
  makeActive: (basketId: number) => multiChange(() => browserApi.post('/Basket/changeBasket/', { basket_id: basketId })),
};

export function useBasket(): BasketView | null {
  return useVisitorState(basketStore);
}

export function useMultiBaskets(): MultiBasketView[] | null {
  return useVisitorState(multiBasketStore);
}

/** The active basket's line of a product, if it is there. */
export function useBasketLine(productId: number): BasketLine | null {
  return useBasket()?.items.find((line) => line.id === productId) ?? null;
}
