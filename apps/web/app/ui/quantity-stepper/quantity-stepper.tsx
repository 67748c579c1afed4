import { useEffect, useState } from 'react';
import { Icon } from '../icon/icon';
import { acceptsQuantityKey, clampQuantity, parseQuantity } from './quantity';
import './quantity-stepper.css';

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** Unlimited by default. */
  max?: number;
  step?: number;
  /** Names the number field, e.g. 'Количество, шт'. */
  label?: string;
  size?: 'sm' | 'base';
  disabled?: boolean;
};

/** − [n] + ; the field may be typed into, and the value is kept between 0 and max. */
export function QuantityStepper({ value, onChange, max, step = 1, label = 'Количество', size = 'base', disabled }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, max);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className={`ui-stepper ui-stepper--${size}`}>
      <button type="button" className="ui-stepper__button" aria-label="Уменьшить" disabled={disabled || value <= 0} onClick={() => commit(value - step)}>
        <Icon name="minus" size={16} />
      </button>
      <input
        className="ui-stepper__input"
        inputMode="decimal"
        aria-label={label}
        value={text}
        disabled={disabled}
        onKeyDown={(event) => {
          if (!acceptsQuantityKey(event.key, event.ctrlKey || event.metaKey)) event.preventDefault();
          if (event.key === 'Enter') commit(parseQuantity(text));
        }}
        onChange={(event) => {
          const typed = event.target.value.replace(/[^0-9.]/g, '');
          // Above the maximum is corrected at once; an empty or partial number waits for blur.
          if (max !== undefined && parseQuantity(typed) > max) return commit(max);
          setText(typed);
        }}
        onBlur={() => commit(parseQuantity(text))}
      />
      <button
        type="button"
        className="ui-stepper__button"
        aria-label="Увеличить"
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => commit(value + step)}
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
