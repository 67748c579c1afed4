import { type ReactNode, useId } from 'react';
import { Checkbox } from './checkbox';
import './checkbox.css';

export type ChoiceOption = { code: string; name: ReactNode; disabled?: boolean };

type CheckboxGroupProps = {
  legend: ReactNode;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** e.g. `requiredChoice` from @store/contracts: a group needs at least one ticked box. */
  error?: string | null;
  name?: string;
};

/** Boxes in a fieldset; its error describes the group, so a screen reader reads it with the legend on the way in. */
export function CheckboxGroup({ legend, options, value, onChange, error, name }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset className="ui-choice-group" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="ui-choice-group__legend">{legend}</legend>
      {options.map((option) => (
        <Checkbox key={option.code} name={name} value={option.code} group={value} onGroupChange={onChange} disabled={option.disabled}>
          {option.name}
        </Checkbox>
      ))}
      {error ? (
        <p className="ui-choice-group__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
