import { useState } from 'react';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import { basketActions } from './basket-store';

/** 'Очистить корзину' after a confirmation: every line goes in one call. */
export function ClearBasketButton({ bids, onCleared }: { bids: readonly number[]; onCleared: () => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const clear = () => {
    setPending(true);
    basketActions
      .remove(bids)
      .then(() => {
        setOpen(false);
        onCleared();
      })
      .catch(() => {})
      .finally(() => setPending(false));
  };
  return (
    <>
      <Button variant="ghost" size="sm" iconStart="trash" onClick={() => setOpen(true)}>
        Очистить корзину
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Очистить корзину?"
        description="Все товары будут удалены из корзины."
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Отмена
            </Button>
            <Button variant="danger" loading={pending} onClick={clear}>
              Очистить
            </Button>
          </>
        }
      />
    </>
  );
}
