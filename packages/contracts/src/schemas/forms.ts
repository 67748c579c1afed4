import { z } from 'zod';
import { email } from '../validation/contact-rules.ts';
import { exactDigits } from '../validation/digit-rules.ts';
import { inn, ogrn } from '../validation/requisite-rules.ts';
import { required } from '../validation/text-rules.ts';
import { zText } from '../validation/zod-rules.ts';
import { zId } from './basket.ts';

/** Fields of the message-to-manager form (spec §5; sent as WEBFORM_MESSAGE_TO_MANAGER, §7). */
export const managerMessageSchema = z.strictObject({
  email: zText(required, email),
  comment: zText(required),
});
export type ManagerMessagePayload = z.infer<typeof managerMessageSchema>;

/** The form name the spec's client sends the message to the manager with (spec §7). */
export const managerMessageFormName = 'WEBFORM_MESSAGE_TO_MANAGER';
/** The message to the manager on the wire; lead forms of the banners join this as a union when their issue lands. */
export const managerMessageRequestSchema = managerMessageSchema.extend({ form_name: z.literal(managerMessageFormName) });

/**
 * An organisation's fields (spec §5 "Новая организация", §3 Organization): an organisation, so ИНН of 10 and ОГРН of 13
 * digits. The parent is required unless the user is a main manager: a rule of the route (it knows the user), not of
 * the shape; a parent left out puts a main manager's new organisation under their own.
 */
const organizationFields = {
  name: zText(required),
  address: zText(required),
  postal_code: zText(required),
  director: zText(required),
  kpp: zText(required, exactDigits('КПП', 9)),
  inn: zText(required, exactDigits('ИНН', 10), inn),
  ogrn: zText(required, exactDigits('ОГРН', 13), ogrn),
};

/** /Organizations/add/: a new organisation of the user's company, under `parent_id`. */
export const organizationSchema = z.strictObject({ ...organizationFields, parent_id: zId().nullable().optional() });
/** /Organizations/update/: the requisites of one (the parent stays: moving an organisation is not offered). */
export const organizationUpdateSchema = z.strictObject({ id: zId(), ...organizationFields });
export const organizationIdSchema = z.strictObject({ id: zId() });

/** The profile's forms, as text: an organisation's requisites (its page), and the "Новая организация" dialog's too. */
export const organizationFieldsSchema = z.strictObject(organizationFields);
export const organizationFormSchema = organizationFieldsSchema.extend({
  /** The parent select's value: an id, or '' for none. */
  parent_id: z.string().regex(/^\d*$/).default(''),
  terms: z.literal('on', { error: 'Примите правила' }),
});

/** An organisation as the list answers it: its own (`is_own`) and those under it, with their counts. */
export const organizationEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  kpp: z.string(),
  ogrn: z.string(),
  director: z.string(),
  address: z.string(),
  postal_code: z.string(),
  /** The parent's id; null for a company's head organisation. */
  parent_organization: z.number().int().nullable(),
  employees_count: z.number().int(),
  orders_count: z.number().int(),
  /** The user's own organisation (the head of what they see). */
  is_own: z.boolean(),
});

export type OrganizationPayload = z.infer<typeof organizationSchema>;
export type OrganizationUpdatePayload = z.infer<typeof organizationUpdateSchema>;
export type OrganizationEntry = z.infer<typeof organizationEntrySchema>;
