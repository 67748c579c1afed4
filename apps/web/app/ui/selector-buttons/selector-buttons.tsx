import { useId, useRef, useState } from 'react';
import type { ChoiceOption } from '../checkbox/checkbox-group';
import './selector-buttons.css';

type SelectorButtonsProps = {
  label: string;
  options: readonly ChoiceOption[];
  /** An option's code, or the buyer's own text. */
  value: string;
  onChange: (value: string) => void;
  /** Adds the 'Свой вариант' button and its text field. */
  allowOwn?: boolean;
};

/** Choice as a row of buttons, optionally with an own answer typed by the buyer (spec §2). */
export function SelectorButtons({ label, options, value, onChange, allowOwn }: SelectorButtonsProps) {
  const inputId = useId();
  const isOption = options.some((option) => option.code === value);
  const [ownOpen, setOwnOpen] = useState(!isOption && value !== '');
  const ownRef = useRef<HTMLInputElement>(null);
  const ownActive = allowOwn && ownOpen;

  return (
    <div className="ui-selector" role="group" aria-label={label}>
      <div className="ui-selector__buttons">
        {options.map((option) => (
          <button
            key={option.code}
            type="button"
            className="ui-selector__button"
            aria-pressed={!ownActive && option.code === value}
            disabled={option.disabled}
            onClick={() => {
              setOwnOpen(false);
              onChange(option.code);
            }}
          >
            {option.name}
          </button>
        ))}
        {allowOwn ? (
          <button
            type="button"
            className="ui-selector__button"
            aria-pressed={ownActive}
            aria-controls={ownActive ? inputId : undefined}
            onClick={() => {
              setOwnOpen(true);
              if (isOption) onChange('');
              requestAnimationFrame(() => ownRef.current?.focus());
            }}
          >
            Свой вариант
          </button>
        ) : null}
      </div>
      {ownActive ? (
        <input
          ref={ownRef}
          id={inputId}
          className="ui-selector__own"
          aria-label={`${label}: свой вариант`}
          placeholder="Введите свой вариант"
          value={isOption ? '' : value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : null}
    </div>
  );
}
