import { Icon } from '~/ui/icon/icon';
import { addToast } from '~/ui/toast/toast-store';

export const copiedText = 'Скопировано';
export const copyFailedText = 'Не удалось скопировать';

/** Copies a contact's value (settings: contact.copy) and says so in a toast; the clipboard may be refused (http, permissions). */
export function CopyButton({ value }: { value: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      addToast({ message: copiedText, variant: 'success' });
    } catch {
      addToast({ message: copyFailedText, variant: 'error' });
    }
  };
  return (
    <button type="button" className="navbar__copy" title="Скопировать" onClick={copy}>
      <Icon name="copy" size={16} />
      <span className="ui-visually-hidden">Скопировать: {value}</span>
    </button>
  );
}
