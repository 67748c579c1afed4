import { z } from 'zod';
import { maxLength } from '../validation/text-rules.ts';
import { zText } from '../validation/zod-rules.ts';

/** Organisation and address look-ups on the wire (spec §3 "Organisation lookup result", "Address suggestion"; §7 /Dadata/…). */

export const lookupLimits = { queryMaxLength: 300, cityMaxLength: 100, maxSuggestions: 10 } as const;

const lookupQuery = zText(maxLength(lookupLimits.queryMaxLength));

/** A blank query answers an empty list (spec §5: search ignores blank text). */
export const findOrganizationQuerySchema = z.strictObject({ query: lookupQuery.default('') });
/** `city` (ours) narrows the suggestions to the city chosen in the checkout. */
export const findAddressSchema = z.strictObject({ query: lookupQuery, city: zText(maxLength(lookupLimits.cityMaxLength)).optional() });

export const organizationLookupSchema = z.object({
  name: z.string(),
  inn: z.string(),
  kpp: z.string(),
  ogrn: z.string(),
  director: z.string(),
  address: z.string(),
  postal_code: z.string(),
});

/**
 * A house-level address: `value` without the city (the buyer picked it already) and without a flat, which is typed
 * separately; `unrestricted_value` the whole address with postal code and region. `postal_code` and `city` (ours) fill
 * the checkout's zip and city.
 */
export const addressSuggestionSchema = z.object({
  value: z.string(),
  unrestricted_value: z.string(),
  house: z.string(),
  postal_code: z.string(),
  city: z.string(),
});

export type FindAddressPayload = z.infer<typeof findAddressSchema>;
export type OrganizationLookup = z.infer<typeof organizationLookupSchema>;
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
