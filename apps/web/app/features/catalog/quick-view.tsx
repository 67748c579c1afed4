import { useEffect } from 'react';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import type { CardProduct } from '~/components/product-card/product-card';
import type { QuickViewModalProps } from './quick-view-modal';

/** Which product the quick view shows, the button that opened it, and whether it is open (closing keeps it for the exit animation). */
export interface QuickViewState {
  product: CardProduct;
  trigger: HTMLElement;
  open: boolean;
}

const loadModal = () => import('./quick-view-modal');

interface QuickViewProps {
  state: QuickViewState | null;
  onClose: () => void;
  showArticle: boolean;
  showStock: boolean;
  favourites: boolean;
}

/**
 * The quick view of a listed product (settings catalog.needPreviewProductModal). The modal and its data code are
 * a chunk of their own, fetched when the browser is idle or at the first click: the listing's first load does
 * not carry them.
 */
export function QuickView({ state, onClose, showArticle, showStock, favourites }: QuickViewProps) {
  const { Component: QuickViewModal, loadNow } = useDeferredComponent<QuickViewModalProps>(loadModal);
  useEffect(() => {
    if (state) loadNow();
  }, [state, loadNow]);
  if (!QuickViewModal || !state) return null;
  return (
    <QuickViewModal
      product={state.product}
      open={state.open}
      onOpenChange={(open) => (open ? undefined : onClose())}
      returnFocusTo={state.trigger}
      showArticle={showArticle}
      showStock={showStock}
      favourites={favourites}
    />
  );
}
