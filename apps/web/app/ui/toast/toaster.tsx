import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../icon/icon';
import { closeToast, removeToast, type Toast, type ToastPosition, toastStore } from './toast-store';
import './toast.css';

const icons: Record<Toast['variant'], IconName> = { info: 'info', success: 'check-circle', warning: 'warning', error: 'error' };
const positions: ToastPosition[] = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'];

function ToastItem({ toast }: { toast: Toast }) {
  const text = (
    <>
      <Icon name={icons[toast.variant]} className="ui-toast__icon" />
      <span className="ui-toast__text">
        {toast.title ? <ToastPrimitive.Title className="ui-toast__title">{toast.title}</ToastPrimitive.Title> : null}
        <ToastPrimitive.Description className="ui-toast__message">{toast.message}</ToastPrimitive.Description>
      </span>
    </>
  );
  return (
    <ToastPrimitive.Root
      className={`ui-toast ui-toast--${toast.variant}`}
      open={toast.open}
      duration={toast.duration}
      type={toast.variant === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) closeToast(toast.id);
      }}
      onAnimationEnd={() => {
        if (!toast.open) removeToast(toast.id);
      }}
    >
      {toast.link ? (
        <Link to={toast.link} className="ui-toast__content ui-toast__content--link" onClick={() => closeToast(toast.id)}>
          {text}
        </Link>
      ) : (
        <div className="ui-toast__content">{text}</div>
      )}
      <ToastPrimitive.Close className="ui-toast__close" aria-label="Закрыть уведомление">
        <Icon name="close" size={16} />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Renders every toast; mount once in the root layout (inside the router). */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <>
      {positions.map((position) => {
        const here = toasts.filter((toast) => toast.position === position);
        if (here.length === 0) return null;
        return (
          <ToastPrimitive.Provider
            key={position}
            label="Уведомление"
            swipeDirection={position.endsWith('right') ? 'right' : position.startsWith('top') ? 'up' : 'down'}
          >
            {here.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
            <ToastPrimitive.Viewport className={`ui-toaster ui-toaster--${position}`} label="Уведомления ({hotkey})" />
          </ToastPrimitive.Provider>
        );
      })}
    </>
  );
}
