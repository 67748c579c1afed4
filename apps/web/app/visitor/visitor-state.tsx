import { useEffect } from 'react';
import { takeFlash } from '~/lib/flash';
import { confirmAdded } from '~/visitor/basket-feedback';
import { basketStore, multiBasketStore } from '~/visitor/basket-store';
import { favouritesStore } from '~/visitor/favourites-store';

/**
 * Fills the visitor's own state once the page is shown (decision 0004), and again whenever who the visitor is
 * changes (spec §4: login loads the basket and the multi-basket; logout clears them). A failure leaves the
 * state empty: the page works without it. Once the basket is in, an add sent as a plain form is confirmed (lib/flash.ts).
 */
export function useVisitorStateLoader({
  userId,
  favouritesEnabled,
  multiBasketEnabled,
}: {
  userId: number | null;
  favouritesEnabled: boolean;
  multiBasketEnabled: boolean;
}) {
  useEffect(() => {
    const ignore = () => {};
    basketStore
      .load()
      .then(() => {
        // A 'В корзину' pressed before the page's script ran came back here through a plain form: confirm it as the script would.
        if (takeFlash() === 'basket-added') confirmAdded();
      })
      .catch(ignore);
    if (favouritesEnabled) favouritesStore.load().catch(ignore);
    if (multiBasketEnabled && userId !== null) multiBasketStore.load().catch(ignore);
  }, [userId, favouritesEnabled, multiBasketEnabled]);
}
