import { type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref, useLayoutEffect, useRef } from 'react';
import { useFieldControl } from '../field/field-context';
import { useEarlyValue } from '../field/early-value';
import { Icon, type IconName } from '../icon/icon';
import { currentState, type InputHistory, pushState, redo, startHistory, undo } from './input-history';
import { applyMask, caretAfterMask, type MaskResult } from './mask';
import './input.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size' | 'prefix'> & {
  value: string;
  onValueChange: (value: string, detail: MaskResult) => void;
  /** Tokens: # digit, @ letter, * letter or digit; e.g. `phoneMask` from './mask'. */
  mask?: string;
  icon?: IconName;
  /** Content at the end of the box (a unit, a button). */
  end?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

const plain = (value: string): MaskResult => ({ masked: value, unmasked: value, completed: value !== '' });

/** Text box; with a mask it formats as the buyer types and keeps its own 100-state undo history. */
export function TextInput({ value, onValueChange, mask, icon, end, invalid, className, ref, ...rest }: TextInputProps) {
  const props = useFieldControl(rest);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const history = useRef<InputHistory>(startHistory(value));
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (pendingCaret.current !== null && inputRef.current === document.activeElement) {
      inputRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const emit = (text: string) => onValueChange(text, mask ? applyMask(text, mask) : plain(text));
  const earlyValueRef = useEarlyValue<HTMLInputElement>(value, (typed) => emit(mask ? applyMask(typed, mask).masked : typed), ref);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (!mask) return emit(raw);
    const result = applyMask(raw, mask);
    const caret = event.target.selectionStart ?? raw.length;
    pendingCaret.current = caret >= raw.length ? result.masked.length : caretAfterMask(raw, caret, result.masked);
    history.current = pushState(pushState(history.current, value), result.masked);
    onValueChange(result.masked, result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    rest.onKeyDown?.(event);
    if (!mask || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    const step = key === 'z' && !event.shiftKey ? undo : (key === 'z' && event.shiftKey) || key === 'y' ? redo : null;
    if (!step) return;
    event.preventDefault();
    history.current = step(pushState(history.current, value));
    emit(currentState(history.current));
  };

  const invalidState = invalid || props['aria-invalid'];
  return (
    <div className={['ui-input', invalidState && 'ui-input--invalid', rest.disabled && 'ui-input--disabled', className].filter(Boolean).join(' ')}>
      {icon ? <Icon name={icon} className="ui-input__icon" /> : null}
      <input
        {...props}
        ref={(node) => {
          inputRef.current = node;
          earlyValueRef(node);
        }}
        className="ui-input__control"
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        aria-invalid={invalidState || undefined}
      />
      {end ? <span className="ui-input__end">{end}</span> : null}
    </div>
  );
}
