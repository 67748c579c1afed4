import { z } from 'zod';
import { email } from '../validation/contact-rules.ts';
import { exactDigits } from '../validation/digit-rules.ts';
import { inn, ogrn } from '../validation/requisite-rules.ts';
import { fio, password, passwordConfirmation, required } from '../validation/text-rules.ts';
import { withFieldRule, zPhone, zSecret, zText } from '../validation/zod-rules.ts';

/** Registration and login payloads (spec §7 /Auth/registration/, /Auth/login/). */

const personFields = {
  email: zText(required, email),
  phone: zPhone(required),
  FIO: zText(required, fio),
  password: zSecret(required, password),
  password_confirm: zSecret(required),
};

// A company buyer may be a sole trader, so ИНН of 12 and ОГРНИП of 15 digits are welcome too.
const companyFields = {
  inn: zText(required, inn),
  organization_name: zText(required),
  organization_address: zText(required),
  organization_postal_code: zText(required),
  director: zText(required),
  ogrn: zText(required, ogrn),
  kpp: zText(required, exactDigits('КПП', 9)),
};

export const registrationSchema = withFieldRule(
  z.discriminatedUnion(
    'user_type',
    [
      z.strictObject({ ...personFields, user_type: z.literal('contact') }),
      z.strictObject({ ...personFields, user_type: z.literal('company'), ...companyFields }),
    ],
    { error: 'Выберите тип пользователя' },
  ),
  'password_confirm',
  (data) => passwordConfirmation(data.password),
);
export type RegistrationPayload = z.infer<typeof registrationSchema>;

const loginPassword = zSecret(required);

export const loginSchema = z.discriminatedUnion(
  'login_type',
  [
    z.strictObject({ login_type: z.literal('email'), login: zText(required, email), password: loginPassword }),
    z.strictObject({ login_type: z.literal('phone'), login: zPhone(required), password: loginPassword }),
  ],
  { error: 'Выберите способ входа' },
);
export type LoginPayload = z.infer<typeof loginSchema>;
