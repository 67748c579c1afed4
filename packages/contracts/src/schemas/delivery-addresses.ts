import { z } from 'zod';
import { exactDigits } from '../validation/digit-rules.ts';
import { maxLength, required } from '../validation/text-rules.ts';
import { zText } from '../validation/zod-rules.ts';
import { zId } from './basket.ts';

/** A signed-in buyer's saved delivery addresses (spec §3 "Delivery address", §5 delivery-address modal; §7 /DeliveryAddresses/…). */

export const deliveryAddressLimits = { maxAddresses: 50, nameMaxLength: 100, addressMaxLength: 300, cityMaxLength: 100 } as const;

const zip = zText(exactDigits('Индекс', 6));

/** The modal's fields: name and address required, the rest optional (city and zip are ours, for the checkout). */
const addressFields = {
  name: zText(required, maxLength(deliveryAddressLimits.nameMaxLength)),
  address: zText(required, maxLength(deliveryAddressLimits.addressMaxLength)),
  city: zText(maxLength(deliveryAddressLimits.cityMaxLength)).default(''),
  zip: zip.default(''),
};

export const deliveryAddressAddSchema = z.strictObject({ ...addressFields, is_default: z.boolean().default(false) });
/** A left-out is_default keeps the address's mark; false on the default address leaves the user with none. */
export const deliveryAddressUpdateSchema = z.strictObject({ id: zId(), ...addressFields, is_default: z.boolean().optional() });
export const deliveryAddressIdSchema = z.strictObject({ id: zId() });

export const deliveryAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  is_default: z.boolean(),
});

export type DeliveryAddressAddPayload = z.infer<typeof deliveryAddressAddSchema>;
export type DeliveryAddressUpdatePayload = z.infer<typeof deliveryAddressUpdateSchema>;
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
