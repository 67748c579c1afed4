/**
 * A validation rule: the Russian message when the value breaks it, null when it is fine.
 * Plain functions so any form library and the zod adapter (zod-rules.ts) share them.
 */
export type Rule<T = string> = (value: T | null | undefined) => string | null;

/** Spec §5: an empty value passes every rule except the "required" kind. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The first message of the rules that fail, in order: a field shows one message at a time. */
export function firstError<T>(value: T | null | undefined, rules: readonly Rule<T>[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

/** Builds a rule for text: empty passes, otherwise `check` judges the trimmed text. */
export function textRule(check: (text: string) => string | null): Rule<string> {
  return (value) => {
    const text = value?.trim() ?? '';
    return text === '' ? null : check(text);
  };
}
