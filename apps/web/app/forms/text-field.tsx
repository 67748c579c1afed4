import type { ReactNode } from 'react';
import { Field } from '~/ui/field/field';
import { TextInput, type TextInputProps } from '~/ui/input/text-input';
import type { FieldControl } from './use-schema-form';

type TextFieldProps = Omit<TextInputProps, 'value' | 'onValueChange' | 'name' | 'onBlur'> & {
  control: FieldControl;
  label: ReactNode;
  hint?: ReactNode;
};

/** A labelled text box of a schema form: the design system's Field around its TextInput. */
export function TextField({ control, label, hint, required, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={control.error} required={required}>
      <TextInput {...input} name={control.name} value={control.value} onValueChange={control.onValueChange} onBlur={control.onBlur} />
    </Field>
  );
}

/** The form's own message (the server's first non-empty one), read out when it appears. */
/** A form's success message, announced politely ('Данные сохранены'). */
/** The last answer's good news; `stale` (the form was changed since it was sent) hides it, as it no longer speaks of what is on screen. */
export function FormNotice({ message, stale = false }: { message: string | null | undefined; stale?: boolean }) {
  if (!message || stale) return null;
  return (
    <p className="account-form__notice" role="status">
      {message}
    </p>
  );
}

export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="account-form__alert" role="alert">
      {message}
    </p>
  );
}
