import { z } from 'zod';
import { maxFiles, requiredChoice, requiredFiles } from '../validation/choice-rules.ts';
import { emailFormat, phoneFormat } from '../validation/contact-rules.ts';
import type { Rule } from '../validation/rule.ts';
import { fio, maxLength, required } from '../validation/text-rules.ts';
import { withRules, zText } from '../validation/zod-rules.ts';
import { type LeadFile, leadFileMaxBytes, leadFileSchema } from './lead-form-files.ts';
import type { LeadField, LeadForm } from './lead-forms.ts';

/** The key of the honeypot field: hidden from people, filled in by simple bots. */
export const leadHoneypotField = 'website';

const validationRules = { email: emailFormat, FIO: fio, phone: phoneFormat } as const;

const notAChoice = 'Выберите вариант из списка';
const oneOf =
  (field: LeadField): Rule<string> =>
  (value) =>
    !value || field.options.some((option) => option.code === value) ? null : notAChoice;

// Multipart sends a box as 'on' (a plain form) or 'true'; the browser's state holds a boolean. Missing is unticked.
const boxValue = z.preprocess(
  (value) => (typeof value === 'string' ? ['on', 'true', '1', 'Y'].includes(value) : (value ?? false)),
  z.boolean({ error: 'Ожидается да или нет' }),
);
// A group arrives from multipart as one string or a repeated field (array).
const groupValue = z.preprocess((value) => (typeof value === 'string' ? [value] : (value ?? [])), z.array(z.string()));

const fileRules = (field: LeadField): Rule<readonly LeadFile[]>[] => [
  ...(field.required ? [requiredFiles] : []),
  maxFiles(field.max_files),
  (files) => {
    const wrongType = files?.find((file) => !(field.accept as string[]).includes(file.type));
    return wrongType ? `Недопустимый тип файла: ${wrongType.name}` : null;
  },
  (files) => {
    const large = files?.find((file) => file.size > leadFileMaxBytes);
    return large ? `Файл ${large.name} больше ${leadFileMaxBytes / 1024 / 1024} MB` : null;
  },
];

/** The value of one field with the spec's rules (§5) and messages; an empty optional field passes. */
export function leadFieldValueSchema(field: LeadField): z.ZodType {
  const requiredRule: Rule<string>[] = field.required ? [required] : [];
  const optional = (schema: z.ZodType) => (field.required ? schema : schema.optional());
  switch (field.type) {
    case 'text':
      return optional(zText(...requiredRule, maxLength(500), ...(field.validation ? [validationRules[field.validation]] : [])));
    case 'textarea':
      return optional(zText(...requiredRule, maxLength(5000)));
    case 'select':
    case 'radio':
      return optional(zText(...requiredRule, oneOf(field)));
    case 'buttons':
      // With 'Свой вариант' the buyer may type any answer instead of a choice.
      return optional(zText(...requiredRule, ...(field.own_option ? [maxLength(200)] : [oneOf(field)])));
    case 'checkbox':
      if (field.options.length === 0) return withRules(boxValue, field.required ? [(value) => (value ? null : 'Обязательное поле')] : []);
      return withRules(groupValue, [
        ...(field.required ? [requiredChoice] : []),
        (values) => (values?.every((value) => field.options.some((option) => option.code === value)) ? null : notAChoice),
      ]);
    case 'toggle':
      return withRules(boxValue, field.required ? [(value) => (value ? null : 'Обязательное поле')] : []);
    case 'file':
      return withRules(z.array(leadFileSchema).default([]), fileRules(field));
  }
}

/**
 * The values of a lead form, built from its definition: the API checks a submission with it and the browser
 * checks the form before sending, so both refuse the same input with the same message. Unknown keys are refused.
 */
export function leadFormValuesSchema(form: LeadForm) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of form.fields) shape[field.name] = leadFieldValueSchema(field);
  for (const name of form.hidden) shape[name] = zText(maxLength(500)).optional();
  return z.strictObject(shape);
}

export type LeadFormValues = Record<string, string | string[] | boolean | LeadFile[] | undefined>;

/** The first message of each field, an unknown key named as such: the envelope's `fields` and the form's messages. */
export function leadFieldErrors(error: z.ZodError): Record<string, string> {
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'form')];
    for (const key of keys) if (!fields.has(key)) fields.set(key, issue.code === 'unrecognized_keys' ? 'Неизвестное поле' : issue.message);
  }
  return Object.fromEntries(fields);
}
