import { addToast, closeToast, toastStore } from './toast-store';

export const serverErrorMessage = 'В момент запроса произошла ошибка';
/** Spec §9: an open server-error popup is closed and shown again after 100 ms, so the change is noticed. */
export const serverErrorReopenMs = 100;

/** The part of the API error object (spec §8) the popup reads: `result.message` is what it shows. */
export type ServerErrorLike = { httpStatus: number; httpStatusText?: string; result?: { message?: string | null } };

let reopenTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The global API-error popup (spec §8): top-right, red, headed by the HTTP status and its text, showing
 * only the first line of the message (or the default one). Never for 404: that is a page, not a popup.
 */
export function showServerError(error: ServerErrorLike): void {
  if (error.httpStatus === 404) return;
  const firstLine = error.result?.message?.split(/\r?\n/)[0]?.trim();
  const options = {
    title: [error.httpStatus, error.httpStatusText].filter(Boolean).join(' '),
    message: firstLine || serverErrorMessage,
    variant: 'error' as const,
    position: 'top-right' as const,
  };
  clearTimeout(reopenTimer);
  const open = toastStore.getSnapshot().find((toast) => toast.kind === 'server-error' && toast.open);
  if (!open) {
    addToast(options, 'server-error');
    return;
  }
  closeToast(open.id);
  reopenTimer = setTimeout(() => addToast(options, 'server-error'), serverErrorReopenMs);
}
