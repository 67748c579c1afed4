import { type ReactNode, useId } from 'react';
import type { ChoiceOption } from '../checkbox/checkbox-group';
import '../checkbox/checkbox.css';

type RadioGroupProps = {
  legend: ReactNode;
  options: readonly ChoiceOption[];
  value: string | null;
  /** Called only when the choice actually changes (spec §4), never for the already chosen option. */
  onChange: (value: string) => void;
  name?: string;
  /** Options side by side instead of stacked. */
  inline?: boolean;
  disabled?: boolean;
};

/** Native radios in a fieldset: arrow keys, forms and screen readers work as the platform does. */
export function RadioGroup({ legend, options, value, onChange, name, inline, disabled }: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? `radio-${generated}`;
  return (
    <fieldset className={inline ? 'ui-choice-group ui-choice-group--inline' : 'ui-choice-group'} disabled={disabled}>
      <legend className="ui-choice-group__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option.code} className={option.disabled || disabled ? 'ui-radio ui-radio--disabled' : 'ui-radio'}>
          <input
            type="radio"
            className="ui-radio__input"
            name={groupName}
            value={option.code}
            checked={value === option.code}
            disabled={option.disabled}
            onChange={() => {
              if (option.code !== value) onChange(option.code);
            }}
          />
          <span className="ui-radio__dot" aria-hidden="true" />
          <span>{option.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
