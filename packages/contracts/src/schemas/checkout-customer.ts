import { z } from 'zod';
import { email } from '../validation/contact-rules.ts';
import { digitsBetween, exactDigits } from '../validation/digit-rules.ts';
import { bik, correspondentAccount, inn, ogrn, settlementAccount } from '../validation/requisite-rules.ts';
import { maxLength, minLength, required } from '../validation/text-rules.ts';
import { withFieldRule, zPhone, zText } from '../validation/zod-rules.ts';

/** The buyer's part of the checkout (spec §5 "Checkout"); wire keys of order_properties (§7). */
export const checkoutContactSchema = z.strictObject({
  contact_person: zText(required, minLength(3), maxLength(100)),
  email: zText(required, email),
  phone: zPhone(required),
});
export type CheckoutContactPayload = z.infer<typeof checkoutContactSchema>;

// The spec's digit rules come first so their messages show; the check digits follow. Bank
// details are optional: choosing an organisation clears them (spec §4).
const companyRequisites = z.strictObject({
  company: zText(required),
  director: zText(required),
  inn: zText(required, digitsBetween('ИНН', 10, 12), inn),
  ogrn: zText(required, digitsBetween('ОГРН', 13, 15), ogrn),
  kpp: zText(required, exactDigits('КПП', 9)),
  bik: zText(exactDigits('БИК', 9), bik).optional(),
  bank_name: zText(minLength(3), maxLength(100)).optional(),
  correspondent_settlement: zText(exactDigits('Корреспондентский счёт', 20)).optional(),
  settlement_invoice: zText(exactDigits('Расчётный счёт', 20)).optional(),
});

/** Company requisites; they do not apply to contact users. Accounts are checked against the БИК. */
export const checkoutCompanySchema = withFieldRule(
  withFieldRule(companyRequisites, 'correspondent_settlement', (data) => correspondentAccount(data.bik)),
  'settlement_invoice',
  (data) => settlementAccount(data.bik),
);
export type CheckoutCompanyPayload = z.infer<typeof checkoutCompanySchema>;
