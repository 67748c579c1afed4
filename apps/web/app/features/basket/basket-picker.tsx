import { useState } from 'react';
import type { BasketColor } from '@store/contracts';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { PickerTrigger } from './basket-picker-trigger';
import { useBasket, useMultiBaskets } from '~/visitor/basket-store';

/** What the trigger shows while the visitor has no basket yet (the main one is made with the first add). */
const mainBasket = { name: 'Основная корзина', color: 'primary' as BasketColor };

const loadPanel = () => import('./basket-picker-panel');

/**
 * Spec §2 multi-basket picker for signed-in users (settings basket.multiEnabled). Its space is kept until the
 * baskets arrive; the dropdown and the bottom sheet load after the page is up (decision 0003), at once on a click.
 */
export function BasketPicker() {
  const baskets = useMultiBaskets();
  const current = useBasket()?.currentBasket;
  const { Component: Panel, loadNow } = useDeferredComponent(loadPanel);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (!baskets) return <span className="basket-picker__trigger basket-picker__trigger--placeholder" aria-hidden="true" />;
  const active = baskets.find((basket) => basket.isActive) ?? current ?? mainBasket;
  if (Panel) return <Panel baskets={baskets} name={active.name} color={active.color} defaultOpen={openOnLoad} />;
  return (
    <PickerTrigger
      name={active.name}
      color={active.color}
      onPointerEnter={loadNow}
      onFocus={loadNow}
      onClick={() => {
        setOpenOnLoad(true);
        loadNow();
      }}
    />
  );
}
