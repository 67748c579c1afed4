import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that keeps things as they are: 'Отмена' unless the action is itself a cancel ('Отменить заказ'). */
  keepLabel?: string;
  pending: boolean;
  onConfirm: () => void;
}

/** A question before something that cannot be undone (clearing the basket, deleting one). Loaded when first needed. */
export default function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, keepLabel = 'Отмена', pending, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {keepLabel}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
