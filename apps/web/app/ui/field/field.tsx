import { type ReactNode, useId, useState } from 'react';
import { FieldContext, type FieldControlProps } from './field-context';
import './field.css';

type FieldProps = {
  label?: ReactNode;
  /** Help text shown under the control when there is no visible error. */
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * Label, control and message. Spec §4: the error is hidden while the buyer is editing the field and
 * comes back when it loses focus, so a half-typed value is not shouted at.
 */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const [editing, setEditing] = useState(false);
  const showError = Boolean(error) && !editing;
  const messageId = `${controlId}-message`;
  const message = showError ? error : hint;

  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': message ? messageId : undefined,
    'aria-invalid': showError ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  return (
    <div
      className={['ui-field', showError && 'ui-field--invalid', className].filter(Boolean).join(' ')}
      // React's change event, bubbling: it runs after the control's own onChange, in the same dispatch. A state update
      // rendered before that handler (capture phase, or the `input` event that a select fires before its `change`) put
      // the old value back into a controlled control: the first keystroke, or a select's first choice, was lost.
      onChange={() => setEditing(true)}
      onBlurCapture={(event) => {
        // Moving focus between parts of one control (e.g. a mask input and its clear button) is still editing.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEditing(false);
      }}
    >
      {label ? (
        <label className="ui-field__label" htmlFor={controlId}>
          {label}
          {required ? (
            <span className="ui-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <FieldContext value={control}>{children}</FieldContext>
      {message ? (
        <p id={messageId} className={showError ? 'ui-field__message ui-field__message--error' : 'ui-field__message'} role={showError ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
