import { z } from 'zod';
import { phone } from './contact-rules.ts';
import { normalizePhone } from './phone-number.ts';
import { firstError, type Rule } from './rule.ts';

/**
 * The one bridge from the shared rules to zod, so an API route and its form reject the same
 * input with the same Russian message. The rules run in order and only the first failure is
 * reported: a field shows one message at a time.
 */
export function withRules<S extends z.ZodType>(schema: S, rules: readonly Rule<z.output<S>>[]): S {
  return schema.check((payload) => {
    const message = firstError(payload.value, rules);
    if (message !== null) payload.issues.push({ code: 'custom', message, input: payload.value });
  });
}

// A missing key is an unfilled field to the buyer; any other type is a broken client.
const textType = {
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'Обязательное поле' : 'Ожидается строка'),
};

/** A text field: trimmed, then checked. Add `.optional()` when the key may be left out. */
export function zText(...rules: Rule<string>[]): z.ZodString {
  return withRules(z.string(textType).trim(), rules);
}

/** A password field: kept exactly as typed, spaces included. */
export function zSecret(...rules: Rule<string>[]): z.ZodString {
  return withRules(z.string(textType), rules);
}

/** A phone field: the shared phone rule last, then the number in the API's stored form ('89991234567'). */
export function zPhone(...rules: Rule<string>[]): z.ZodString {
  return zText(...rules, phone).overwrite((text) => normalizePhone(text) ?? text);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A rule that needs other fields of the object (the password to confirm, the БИК an account is
 * keyed with), reported on `field`. It runs even when other fields fail, so a form shows every
 * message at once, but not when `field` has a message of its own already; so `data` may be partial.
 */
export function withFieldRule<S extends z.ZodType<object>, K extends keyof z.output<S> & string>(
  schema: S,
  field: K,
  ruleFor: (data: Partial<z.output<S>>) => Rule<NonNullable<z.output<S>[K]>>,
): S {
  return schema.superRefine(
    (data, ctx) => {
      const message = ruleFor(data)(data[field] ?? undefined);
      if (message !== null) ctx.addIssue({ code: 'custom', message, path: [field], input: data[field] });
    },
    { when: ({ value, issues }) => isObject(value) && !issues.some((issue) => issue.path?.[0] === field) },
  );
}
