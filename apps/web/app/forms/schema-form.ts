/**
 * The one form approach of the account pages (Epic Stack style): a contracts zod schema checks the
 * form in the browser before it is sent and again in the route action, so both show the same Russian
 * messages. Form field names are the wire's snake_case keys (and the spec's `FIO`).
 */

/** The part of a zod schema the forms use (the web app reaches zod only through @store/contracts). */
export interface FormSchema<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** What an action answers when a submission fails: shown beside the fields and above the button. */
export interface FormFailure {
  formError: string | null;
  fieldErrors: FieldErrors;
  /** The submitted values without passwords, so a page rendered without JavaScript keeps them. */
  values: FormValues;
  /** Set when the API refused the form: what the global API-error popup shows, for a page that reports there (spec §7, §8). */
  apiError?: { httpStatus: number; httpStatusText: string; result: { message: string | null } };
}

/** Keys that only steer the action (which form of a page was sent); schemas are strict and reject them. */
export const intentKey = 'intent';

/** A form's text values; a name sent several times (a group of checkboxes) is its values joined by commas. */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of formData) {
    if (key === intentKey || typeof value !== 'string') continue;
    values[key] = key in values ? `${values[key]},${value}` : value;
  }
  return values;
}

/**
 * The first message per field, keyed by its name (a form shows one message per field). A message
 * about the whole form (an unknown field, only a tampered form has one) goes under the key ''.
 */
export function schemaFieldErrors(schema: FormSchema<unknown>, values: FormValues): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Spec §7: the first non-empty message of a failure. */
export function firstMessage(message: string | null | undefined, fields: FieldErrors): string | null {
  return [message, ...Object.values(fields)].find((text) => text && text.trim() !== '') ?? null;
}

export function withoutSecrets(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !/password/.test(key)));
}
