import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useDeferredModule } from '~/ui/deferred/use-deferred-component';
import type * as formSchemas from './form-schemas';
import { type FieldErrors, type FormFailure, type FormSchema, type FormValues, schemaFieldErrors } from './schema-form';

export type FormSchemaName = keyof typeof formSchemas;

/** Every field name a schema takes (each variant's, for a union of forms such as registration's). */
type KeysOf<T> = T extends unknown ? keyof T & string : never;
export type FormFieldName<Name extends FormSchemaName> = KeysOf<NonNullable<(typeof formSchemas)[Name]['_input']>>;

const loadSchemas = () => import('./form-schemas');

export interface FieldControl {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
}

/**
 * Browser side of a schema form: values, the schema's messages once a field was left (then on every
 * change, the "default" preset of spec §5) or the form was sent, and the server's messages until the
 * field is edited. `onSubmit` stops a submission the schema rejects and focuses the first bad field.
 * The schema arrives after the page is up (first keystroke at the latest); until then the form is sent
 * as it is and the action's check, the same schema, answers.
 */
export function useSchemaForm<Name extends FormSchemaName>(
  schemaName: Name,
  initial: Partial<Record<FormFieldName<Name>, string>>,
  failure?: FormFailure | null,
  /** The fields now on screen, when some come and go (company requisites); the rest are kept but not checked. */
  shown?: readonly FormFieldName<Name>[],
) {
  const { module: schemas, loadNow } = useDeferredModule(loadSchemas);
  const schema: FormSchema<unknown> | null = schemas?.[schemaName] ?? null;
  const [values, setValues] = useState<FormValues>(() => ({ ...(initial as FormValues), ...failure?.values }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // A page rendered from a failed submission shows the server's messages only: passwords are not sent back, so the
  // schema would call them missing.
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(failure?.fieldErrors ?? {});
  // Changed since it was last sent: what the last answer said of it ('Данные сохранены') is stale then.
  const [edited, setEdited] = useState(false);
  useEffect(() => setServerErrors(failure?.fieldErrors ?? {}), [failure]);

  const shownKey = shown?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownKey stands for `shown`, which callers build anew on every render
  const clientErrors = useMemo(() => {
    const checked = shown ? Object.fromEntries(shown.map((name) => [name, values[name] ?? ''])) : values;
    return schema ? schemaFieldErrors(schema, checked) : {};
    // shownKey stands for `shown`, which callers build anew on every render.
  }, [schema, values, shownKey]);

  const setValue = (name: FormFieldName<Name>, value: string) => {
    loadNow();
    setEdited(true);
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _edited, ...rest }) => rest);
  };

  const field = (name: FormFieldName<Name>): FieldControl => ({
    name,
    value: values[name] ?? '',
    onValueChange: (value) => setValue(name, value),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    error: ((submitted || touched[name]) && clientErrors[name]) || serverErrors[name] || null,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    const invalid = Object.keys(clientErrors);
    if (invalid.length === 0) {
      setEdited(false);
      return;
    }
    event.preventDefault();
    const first = event.currentTarget.querySelector<HTMLElement>(invalid.map((name) => `[name="${name}"]`).join(','));
    first?.focus();
  };

  const reset = (next: Partial<Record<FormFieldName<Name>, string>>) => {
    setValues(next as FormValues);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
    setEdited(false);
  };

  /** A message about the whole form rather than one field. */
  const formIssue = submitted ? (clientErrors[''] ?? null) : null;

  return { values, setValue, field, onSubmit, reset, formIssue, edited };
}
