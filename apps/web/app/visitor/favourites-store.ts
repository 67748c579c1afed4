import { browserApi } from '~/api/browser-api';
import { createVisitorStore, useVisitorState } from '~/lib/visitor-store';

/** The visitor's favourite product ids (decision 0004): the heart flips at once and comes back if the call fails. */
export const favouritesStore = createVisitorStore(() => browserApi.get('/Favourite/getIds/'));

const ids = { answer: (list: number[]) => list };

export const favouriteActions = {
  add: (productId: number) =>
    favouritesStore.change(() => browserApi.post('/Favourite/add/', { id: productId }), { ...ids, optimistic: (list) => [productId, ...(list ?? [])] }),
  remove: (productId: number) =>
    favouritesStore.change(() => browserApi.post('/Favourite/delete/', { id: productId }), {
      ...ids,
      optimistic: (list) => (list ?? []).filter((id) => id !== productId),
    }),
};

export function useFavouriteIds(): number[] | null {
  return useVisitorState(favouritesStore);
}

export function useIsFavourite(productId: number): boolean {
  return useFavouriteIds()?.includes(productId) ?? false;
}
