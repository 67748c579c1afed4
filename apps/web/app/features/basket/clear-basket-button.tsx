import { useState } from 'react';
import { Button } from '~/ui/button/button';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { basketActions } from '~/visitor/basket-store';

const loadConfirmDialog = () => import('~/components/confirm-dialog');

/** 'Очистить корзину' after a confirmation: every line goes in one call. */
export function ClearBasketButton({ bids, onCleared }: { bids: readonly number[]; onCleared: () => void }) {
  const { Component: ConfirmDialog, loadNow } = useDeferredComponent(loadConfirmDialog);
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
      <Button
        variant="ghost"
        size="sm"
        iconStart="trash"
        onClick={() => {
          loadNow();
          setOpen(true);
        }}
      >
        Очистить корзину
      </Button>
      {ConfirmDialog ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Очистить корзину?"
          description="Все товары будут удалены из корзины."
          confirmLabel="Очистить"
          pending={pending}
          onConfirm={clear}
        />
      ) : null}
    </>
  );
}
