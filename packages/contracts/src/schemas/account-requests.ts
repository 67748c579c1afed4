import { z } from 'zod';
import { email } from '../validation/contact-rules.ts';
import { exactDigits } from '../validation/digit-rules.ts';
import { inn, ogrn } from '../validation/requisite-rules.ts';
import { fio, numericCode, password, passwordConfirmation, required } from '../validation/text-rules.ts';
import { withFieldRule, zPhone, zSecret, zText } from '../validation/zod-rules.ts';

/** Profile and password-restore payloads (spec §7 /User/…; the restore and confirm paths are the API's own). */

/** Length of the codes e-mailed for an e-mail change and a password restore. */
export const emailCodeLength = 6;

/** /User/update/: FIO (the spec's key), and optionally phone and e-mail (an empty value leaves it unchanged). */
export const profileUpdateSchema = z.strictObject({
  FIO: zText(required, fio),
  phone: zPhone().optional(),
  email: zText(email).optional(),
});
export type ProfileUpdatePayload = z.infer<typeof profileUpdateSchema>;

export const emailChangeSchema = z.strictObject({ email: zText(required, email) });
export type EmailChangePayload = z.infer<typeof emailChangeSchema>;

export const emailConfirmSchema = z.strictObject({ code: zText(required, numericCode(emailCodeLength)) });
export type EmailConfirmPayload = z.infer<typeof emailConfirmSchema>;

/** /User/updateOrganization/: the same requisite rules as company registration. */
export const organizationRequisitesSchema = z.strictObject({
  inn: zText(required, inn),
  kpp: zText(required, exactDigits('КПП', 9)),
  ogrn: zText(required, ogrn),
  director: zText(required),
  organization_name: zText(required),
});
export type OrganizationRequisitesPayload = z.infer<typeof organizationRequisitesSchema>;

export const restoreRequestSchema = z.strictObject({ email: zText(required, email) });
export type RestoreRequestPayload = z.infer<typeof restoreRequestSchema>;

export const restoreConfirmSchema = withFieldRule(
  z.strictObject({
    email: zText(required, email),
    code: zText(required, numericCode(emailCodeLength)),
    password: zSecret(required, password),
    password_confirm: zSecret(required),
  }),
  'password_confirm',
  (data) => passwordConfirmation(data.password),
);
export type RestoreConfirmPayload = z.infer<typeof restoreConfirmSchema>;
