import { z } from 'zod';
import { leadFileSchema } from './lead-form-files.ts';

/*
 * The definitions of the store's lead forms and the wire of their messages, which the API checks. What a browser
 * checks a filled form by is in lead-form-values.ts and lead-form-files.ts, which construct none of these schemas.
 */

/** Spec §3 "Lead form": the field types a form may have, and the kinds of text validation. */
export const leadFieldTypes = ['text', 'textarea', 'file', 'checkbox', 'select', 'radio', 'buttons', 'toggle'] as const;
export type LeadFieldType = (typeof leadFieldTypes)[number];
export const leadValidationKinds = ['email', 'FIO', 'phone'] as const;

/** Media types a lead form may accept: documents, spreadsheets, drawings and photos, all told apart by their content. */
export const leadFileTypes = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'image/vnd.dwg': 'DWG',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
} as const;
export type LeadFileType = keyof typeof leadFileTypes;
const leadFileTypeNames = Object.keys(leadFileTypes) as [LeadFileType, ...LeadFileType[]];

/** The most files one message carries in all. */
export const leadFilesPerMessage = 10;

export const leadOptionSchema = z.object({ code: z.string().min(1).max(100), name: z.string().min(1) });

export const leadFieldSchema = z.object({
  /** The wire key of the value (snake_case); a file field's files travel as `files[n]` instead. */
  name: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,49}$/)
    .refine((name) => name !== 'form_name' && name !== 'files' && name !== 'website' && !name.startsWith('hidden_')),
  type: z.enum(leadFieldTypes),
  label: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  /** Choices of select, radio, buttons and a checkbox group; a checkbox without options is one box (consent). */
  options: z.array(leadOptionSchema),
  /** Buttons only: a 'Свой вариант' button with a text field (spec §4). */
  own_option: z.boolean(),
  /** Text only. */
  validation: z.enum(leadValidationKinds).nullable(),
  /** File only: accepted media types and how many files (spec §9: default 1). */
  accept: z.array(z.enum(leadFileTypeNames)),
  max_files: z.number().int().min(1).max(leadFilesPerMessage),
});

export const leadFormSchema = z
  .object({
    form_code: z.string().regex(/^[A-Z0-9_]{1,60}$/),
    title: z.string(),
    description: z.string(),
    fields: z.array(leadFieldSchema).min(1),
    /** Values the page fills in, never the buyer (the product a price is asked for). */
    hidden: z.array(z.string().regex(/^[a-z][a-z0-9_]{0,49}$/)),
    submit_button_text: z.string(),
  })
  // Files travel as one list (`files[n]`, spec §7), so a form has one file field at most.
  .refine((form) => form.fields.filter((field) => field.type === 'file').length <= 1, 'Форма может иметь одно поле файлов')
  .refine((form) => new Set(form.fields.map((field) => field.name)).size === form.fields.length, 'Имена полей повторяются');

export type LeadField = z.infer<typeof leadFieldSchema>;
export type LeadForm = z.infer<typeof leadFormSchema>;

export const leadFormQuerySchema = z.strictObject({ form_code: z.string().regex(/^[A-Z0-9_]{1,60}$/) });

/** A file staged for a form before the message is sent (removed by its `file_id`). */
export const stagedFileSchema = leadFileSchema.extend({ file_id: z.string() });
export const removeFileSchema = z.strictObject({ file_id: z.string().regex(/^[a-f0-9]{32}$/) });

/**
 * `Webform/sendMessage/` as the wire carries it (spec §7): the form's name, its fields and hidden data, staged
 * `file_ids`, and `files[n]` parts beside them. The route checks the rest by the named form's own schema
 * (`leadFormValuesSchema`, or the message to the manager's), which refuses unknown keys.
 */
export const webformMessageSchema = z.object({ form_name: z.string().min(1).max(60) }).catchall(z.union([z.string(), z.array(z.string()), z.boolean()]));

export const stageFilesSchema = z.strictObject({ form_name: z.string().regex(/^[A-Z0-9_]{1,60}$/) });
