import { type ReactNode, useState } from 'react';
import { Button } from '~/ui/button/button';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import type { ConfirmDialogProps } from './confirm-dialog';

const loadConfirmDialog = () => import('./confirm-dialog');

type Question = Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'pending'>;

/**
 * A small ghost button with a bin for what cannot be undone (clearing a basket, deleting one): it asks first, in the
 * confirmation dialog loaded when first needed, and closes the question once `onConfirm`'s promise settles well.
 */
export function AskFirstButton({ children, question, onConfirm }: { children: ReactNode; question: Question; onConfirm: () => Promise<unknown> }) {
  const { Component: ConfirmDialog, loadNow } = useDeferredComponent(loadConfirmDialog);
  const [open, setOpen] = useState(false);
  const ask = () => {
    loadNow();
    setOpen(true);
  };
  const confirm = () => {
    onConfirm().then(
      () => setOpen(false),
      () => {},
    );
  };
  return (
    <>
      <Button variant="ghost" size="sm" iconStart="trash" onClick={ask}>
        {children}
      </Button>
      {ConfirmDialog ? <ConfirmDialog open={open} onOpenChange={setOpen} {...question} onConfirm={confirm} /> : null}
    </>
  );
}
