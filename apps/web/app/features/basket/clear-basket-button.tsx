import { useState } from 'react';
import { AskFirstButton } from '~/components/ask-first-button';
import { basketActions } from '~/visitor/basket-store';

/** 'Очистить корзину' after a confirmation: every line goes in one call. */
export function ClearBasketButton({ bids, onCleared }: { bids: readonly number[]; onCleared: () => void }) {
  const [pending, setPending] = useState(false);
  const clear = () => {
    setPending(true);
    return basketActions
      .remove(bids)
      .then(onCleared)
      .finally(() => setPending(false));
  };
  return (
    <AskFirstButton
      question={{ title: 'Очистить корзину?', description: 'Все товары будут удалены из корзины.', confirmLabel: 'Очистить', pending }}
      onConfirm={clear}
    >
      Очистить корзину
    </AskFirstButton>
  );
}
