import { useId } from 'react';
import { Icon } from '../icon/icon';

/** The closed picker's button classes: the design system's input, red when invalid, grey while empty. */
export const triggerClassName = (text: string, invalid: boolean | undefined) =>
  ['ui-input', 'ui-date-picker__trigger', invalid && 'ui-input--invalid', !text && 'is-placeholder'].filter(Boolean).join(' ');

/**
 * The face's text describes the closed picker's button: a field's `<label for>` names the button, and a name given
 * by a label leaves the button's own text (the chosen day or period) unread. Returns the face's id and the button's
 * `aria-describedby` (the field's message first).
 */
export function useFaceDescription(describedBy: string | undefined) {
  const faceId = useId();
  return { faceId, describedBy: [describedBy, faceId].filter(Boolean).join(' ') };
}

/** What the closed picker shows: the chosen day or period, or the placeholder, and the calendar icon. */
export function DatePickerFace({ id, text, placeholder, period }: { id: string; text: string; placeholder: string | undefined; period: boolean }) {
  return (
    <>
      <span id={id} className="ui-date-picker__text">
        {text || (placeholder ?? (period ? 'ДД.ММ.ГГГГ – ДД.ММ.ГГГГ' : 'ДД.ММ.ГГГГ'))}
      </span>
      <Icon name="calendar" size={18} className="ui-date-picker__icon" />
    </>
  );
}
