import type { ChoiceOption } from '../checkbox/checkbox-group';
import './switcher.css';

type SwitcherProps = {
  label: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  size?: 'sm' | 'base';
  block?: boolean;
};

/**
 * Segmented control (e.g. Доставка / Самовывоз). Spec §4: with two items, clicking the active one
 * switches to the other, so the control also works as a single tap-to-flip button.
 */
export function Switcher({ label, options, value, onChange, size = 'base', block }: SwitcherProps) {
  const choose = (code: string) => {
    if (code !== value) return onChange(code);
    if (options.length === 2) onChange(options.find((option) => option.code !== code)!.code);
  };
  return (
    <div role="group" aria-label={label} className={['ui-switcher', `ui-switcher--${size}`, block && 'ui-switcher--block'].filter(Boolean).join(' ')}>
      {options.map((option) => (
        <button
          key={option.code}
          type="button"
          className="ui-switcher__item"
          aria-pressed={option.code === value}
          disabled={option.disabled}
          onClick={() => choose(option.code)}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}
