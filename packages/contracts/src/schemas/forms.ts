import { z } from 'zod';
import { email } from '../validation/contact-rules.ts';
import { exactDigits } from '../validation/digit-rules.ts';
import { inn, ogrn } from '../validation/requisite-rules.ts';
import { required } from '../validation/text-rules.ts';
import { zText } from '../validation/zod-rules.ts';

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
 * The "Новая организация" dialog (spec §5): an organisation, so ИНН of 10 and ОГРН of 13 digits.
 * The parent is required unless the user is a main manager: a rule of the route, not of the shape.
 */
export const organizationSchema = z.strictObject({
  name: zText(required),
  address: zText(required),
  postal_code: zText(required),
  director: zText(required),
  kpp: zText(required, exactDigits('КПП', 9)),
  inn: zText(required, exactDigits('ИНН', 10), inn),
  ogrn: zText(required, exactDigits('ОГРН', 13), ogrn),
  parent_id: z.number().int().positive().nullable().optional(),
});
export type OrganizationPayload = z.infer<typeof organizationSchema>;
