import { type InputHTMLAttributes, useEffect, useState } from 'react';
import { useFieldControl } from '../field/field-context';
import { formatCurrency, formatCurrencyTyping } from './currency';
import '../input/input.css';

type CurrencyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onValueChange: (value: number | null) => void;
};

/** Amount in US dollars ($1,234.56): formats while typing, shows two decimals once left. */
export function CurrencyInput({ value, onValueChange, className, onBlur, ...rest }: CurrencyInputProps) {
  const props = useFieldControl(rest);
  const [text, setText] = useState(formatCurrency(value));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(formatCurrency(value));
  }, [value, focused]);

  return (
    <div className={['ui-input', props['aria-invalid'] && 'ui-input--invalid', className].filter(Boolean).join(' ')}>
      <input
        {...props}
        className="ui-input__control"
        inputMode="decimal"
        placeholder={props.placeholder ?? '$0.00'}
        value={text}
        onFocus={() => setFocused(true)}
        onChange={(event) => {
          const next = formatCurrencyTyping(event.target.value);
          setText(next.text);
          onValueChange(next.value);
        }}
        onBlur={(event) => {
          setFocused(false);
          setText(formatCurrency(value));
          onBlur?.(event);
        }}
      />
    </div>
  );
}
