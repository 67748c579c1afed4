import type { Ref, TextareaHTMLAttributes } from 'react';
import { useEarlyValue } from '../field/early-value';
import { useFieldControl } from '../field/field-context';
import './text-area.css';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Multi-line text; six rows unless told otherwise (spec §9). */
export function TextArea({ value, onValueChange, rows = 6, invalid, className, ref, ...rest }: TextAreaProps) {
  const props = useFieldControl(rest);
  const controlRef = useEarlyValue(value, onValueChange, ref);
  const isInvalid = invalid || props['aria-invalid'];
  return (
    <textarea
      {...props}
      ref={controlRef}
      rows={rows}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={isInvalid || undefined}
      className={['ui-text-area', isInvalid && 'ui-text-area--invalid', className].filter(Boolean).join(' ')}
    />
  );
}
