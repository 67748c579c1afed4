import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { useReturnFocus } from './return-focus';
import './fullscreen-modal.css';

type FullscreenModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Replaces the cross at the start of the bar (e.g. 'Вернуться к покупкам'). */
  back?: ReactNode;
  children: ReactNode;
  preventClose?: boolean;
  onClosePrevented?: () => void;
};

/** A modal over the whole screen (checkout): 350 ms slide, page scroll locked while open (Radix). */
export function FullscreenModal({ open, onOpenChange, title, back, children, preventClose, onClosePrevented }: FullscreenModalProps) {
  const returnFocus = useReturnFocus(open, undefined);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || !preventClose ? onOpenChange(next) : onClosePrevented?.())}>
      <Dialog.Portal>
        {/* Radix locks page scroll through the overlay, so the full-screen modal needs one too. */}
        <Dialog.Overlay className="ui-fullscreen__overlay" />
        <Dialog.Content className="ui-fullscreen" aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <header className="ui-fullscreen__bar">
            {back ?? (
              <Dialog.Close className="ui-fullscreen__close" aria-label="Закрыть">
                <Icon name="close" />
              </Dialog.Close>
            )}
            <Dialog.Title className="ui-fullscreen__title">{title}</Dialog.Title>
          </header>
          <div className="ui-fullscreen__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
