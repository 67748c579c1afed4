import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldControl } from '../field/field-context';
import './checkbox.css';

type Base = Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'value' | 'onChange' | 'type'> & { children?: ReactNode };
/** Boolean model: the box is the value. */
type BooleanModel = Base & { checked: boolean; onCheckedChange: (checked: boolean) => void; value?: undefined; group?: undefined };
/** Array model: ticking adds `value` to the list, unticking removes it. */
type ArrayModel<T> = Base & { value: T; group: readonly T[]; onGroupChange: (group: T[]) => void; checked?: undefined };

export type CheckboxProps<T> = BooleanModel | ArrayModel<T>;

const textValue = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function Checkbox<T>(props: CheckboxProps<T>) {
  const { children, className, ...rest } = props;
  const isGroup = 'group' in rest && rest.group !== undefined;
  const checked = isGroup ? (rest as ArrayModel<T>).group.includes((rest as ArrayModel<T>).value) : (rest as BooleanModel).checked;
  const {
    checked: _c,
    onCheckedChange: _b,
    value: _v,
    group: _g,
    onGroupChange: _a,
    ...inputProps
  } = rest as Base & Record<'checked' | 'onCheckedChange' | 'value' | 'group' | 'onGroupChange', unknown>;
  const control = useFieldControl(inputProps);

  const toggle = (next: boolean) => {
    if (!isGroup) return (props as BooleanModel).onCheckedChange(next);
    const { group, value, onGroupChange } = props as ArrayModel<T>;
    onGroupChange(next ? [...group, value] : group.filter((item) => item !== value));
  };

  return (
    <label className={['ui-checkbox', control.disabled && 'ui-checkbox--disabled', className].filter(Boolean).join(' ')}>
      <input
        {...control}
        type="checkbox"
        className="ui-checkbox__input"
        // A group's text value is the box's own, so a form posts each ticked one natively (scripts or not).
        value={isGroup ? textValue((props as ArrayModel<T>).value) : undefined}
        checked={checked}
        onChange={(event) => toggle(event.target.checked)}
      />
      <span className="ui-checkbox__box" aria-hidden="true">
        <svg viewBox="0 0 16 16" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 8.5l3 3 7-7" />
        </svg>
      </span>
      {children ? <span className="ui-checkbox__label">{children}</span> : null}
    </label>
  );
}
