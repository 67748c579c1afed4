import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { useReturnFocus } from './return-focus';
import { useSwipeToClose } from './use-swipe-to-close';
import './modal.css';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Desktop width: sm 420 (e.g. the order result), md 560, lg 800. */
  size?: 'sm' | 'md' | 'lg';
  /** Escape, the backdrop, the cross and a swipe do not close; onClosePrevented is raised instead. */
  preventClose?: boolean;
  onClosePrevented?: () => void;
  /** Phones: the sheet always takes 87.5vh (search sheets whose results come and go). */
  tall?: boolean;
  /** Where focus goes back on close, when not what had focus as it opened (see useReturnFocus). */
  returnFocusTo?: HTMLElement | null;
};

/**
 * A control marked `data-autofocus` (a search sheet's field, where typing is what the visitor came for) takes focus
 * as the dialog opens; otherwise Radix focuses the first control, the cross.
 */
function focusMarkedControl(event: Event) {
  const marked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
  if (!marked) return;
  event.preventDefault();
  marked.focus();
}

/**
 * Escape in a combobox whose list is open closes the list, not the dialog with all that was typed in it (Radix hears
 * the key on the document before the combobox does).
 */
function keepOpenForOpenList(event: KeyboardEvent) {
  if (event.target instanceof Element && event.target.closest('[role="combobox"][aria-expanded="true"]')) event.preventDefault();
}

/**
 * Dialog: centred on desktop, a bottom sheet on phones (< 768 px) that closes on a swipe down.
 * Radix Dialog does focus trapping, Escape, scroll lock and aria; the 150 ms animation is CSS.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  preventClose,
  onClosePrevented,
  tall,
  returnFocusTo,
}: ModalProps) {
  const requestClose = () => (preventClose ? onClosePrevented?.() : onOpenChange(false));
  const returnFocus = useReturnFocus(open, returnFocusTo);
  const { handlers, offset } = useSwipeToClose(requestClose);
  const style = offset ? ({ '--ui-sheet-offset': `${offset}px` } as CSSProperties) : undefined;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-modal__overlay" />
        <Dialog.Content
          className={`ui-modal ui-modal--${size}${tall ? ' ui-modal--tall' : ''}`}
          style={style}
          data-dragging={offset ? '' : undefined}
          onOpenAutoFocus={focusMarkedControl}
          onEscapeKeyDown={keepOpenForOpenList}
          onCloseAutoFocus={returnFocus}
          // Without a description Radix must be told there is none (it warns otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-modal__grab" {...handlers} aria-hidden="true">
            <span className="ui-modal__handle" />
          </div>
          <header className="ui-modal__header">
            <Dialog.Title className="ui-modal__title">{title}</Dialog.Title>
            <Dialog.Close className="ui-modal__close" aria-label="Закрыть">
              <Icon name="close" />
            </Dialog.Close>
          </header>
          {description ? <Dialog.Description className="ui-modal__description">{description}</Dialog.Description> : null}
          <div className="ui-modal__body">{children}</div>
          {footer ? <footer className="ui-modal__footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
