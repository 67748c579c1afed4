import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../icon/icon';
import { acceptsQuantityKey, clampQuantity, parseQuantity } from './quantity';
import './quantity-stepper.css';

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** Unlimited by default. */
  max?: number;
  /** 0 by default. */
  min?: number;
  step?: number;
  /** Names the number field, e.g. 'Количество, шт'. */
  label?: string;
  size?: 'sm' | 'base';
  disabled?: boolean;
  /** The number field's form name: a form sent before the page's JavaScript runs carries what was typed. */
  name?: string;
  /** A typed number is committed after this many milliseconds without a keystroke too, not only on blur or Enter. */
  commitDelay?: number;
};

/** − [n] + ; the field may be typed into, and the value is kept between min and max. */
export function QuantityStepper({
  value,
  onChange,
  max,
  min = 0,
  step = 1,
  label = 'Количество',
  size = 'base',
  disabled,
  name,
  commitDelay,
}: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const commit = (next: number) => {
    clearTimeout(typingTimer.current);
    const clamped = clampQuantity(next, max, min);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  // The pause timer commits with the props of its time of firing, not of the keystroke that started it.
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  });

  const type = (typed: string) => {
    setText(typed);
    if (commitDelay === undefined) return;
    clearTimeout(typingTimer.current);
    // An emptied field is being retyped, not set to the minimum: it waits for blur or Enter.
    if (typed !== '') typingTimer.current = setTimeout(() => latestCommit.current(parseQuantity(typed)), commitDelay);
  };

  return (
    <div className={`ui-stepper ui-stepper--${size}`}>
      <button type="button" className="ui-stepper__button" aria-label="Уменьшить" disabled={disabled || value <= min} onClick={() => commit(value - step)}>
        <Icon name="minus" size={16} />
      </button>
      <input
        className="ui-stepper__input"
        inputMode="decimal"
        aria-label={label}
        name={name}
        value={text}
        disabled={disabled}
        onKeyDown={(event) => {
          if (!acceptsQuantityKey(event.key, event.ctrlKey || event.metaKey)) event.preventDefault();
          if (event.key !== 'Enter') return;
          commit(parseQuantity(text));
          // In a form, Enter goes on to send it; elsewhere it only commits, and must not press whatever the change puts
          // under focus (a control that replaces this one).
          if (!event.currentTarget.form) event.preventDefault();
        }}
        onChange={(event) => {
          const typed = event.target.value.replace(/[^0-9.]/g, '');
          // Above the maximum is corrected at once; an empty or partial number waits for blur.
          if (max !== undefined && parseQuantity(typed) > max) return commit(max);
          type(typed);
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
