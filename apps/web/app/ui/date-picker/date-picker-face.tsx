import { Icon } from '../icon/icon';

/** The closed picker's button classes: the design system's input, red when invalid, grey while empty. */
export const triggerClassName = (text: string, invalid: boolean | undefined) =>
  ['ui-input', 'ui-date-picker__trigger', invalid && 'ui-input--invalid', !text && 'is-placeholder'].filter(Boolean).join(' ');

/** What the closed picker shows: the chosen day or period, or the placeholder, and the calendar icon. */
export function DatePickerFace({ text, placeholder, period }: { text: string; placeholder: string | undefined; period: boolean }) {
  return (
    <>
      <span className="ui-date-picker__text">{text || (placeholder ?? (period ? 'ДД.ММ.ГГГГ – ДД.ММ.ГГГГ' : 'ДД.ММ.ГГГГ'))}</span>
      <Icon name="calendar" size={18} className="ui-date-picker__icon" />
    </>
  );
}
