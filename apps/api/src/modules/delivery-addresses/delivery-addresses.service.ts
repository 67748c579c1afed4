import { type DeliveryAddressAddPayload, type DeliveryAddressUpdatePayload, deliveryAddressLimits } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { clearDefault, countAddresses, deleteAddress, insertAddress, lockUserAddresses, ownsAddress, updateAddress } from './delivery-addresses.repository.ts';

export const deliveryAddressMessages = {
  notFound: 'Адрес не найден',
  tooMany: `Можно сохранить не более ${deliveryAddressLimits.maxAddresses} адресов`,
} as const;

/** A new address; marked default, it takes the mark from the others in the same transaction. */
export async function addAddress(db: Db, userId: number, payload: DeliveryAddressAddPayload): Promise<void> {
  const { is_default: isDefault, ...fields } = payload;
  await db.transaction().execute(async (trx) => {
    await lockUserAddresses(trx, userId);
    if ((await countAddresses(trx, userId)) >= deliveryAddressLimits.maxAddresses) throw unprocessable(deliveryAddressMessages.tooMany);
    if (isDefault) await clearDefault(trx, userId);
    await insertAddress(trx, userId, fields, isDefault, new Date().toISOString());
  });
}

/** Changes one of the user's addresses (another's is not found and stays as it is). */
export async function changeAddress(db: Db, userId: number, payload: DeliveryAddressUpdatePayload): Promise<void> {
  const { id, is_default: isDefault, ...fields } = payload;
  await db.transaction().execute(async (trx) => {
    await lockUserAddresses(trx, userId);
    if (!(await ownsAddress(trx, userId, id))) throw notFound(deliveryAddressMessages.notFound);
    if (isDefault) await clearDefault(trx, userId);
    await updateAddress(trx, userId, id, fields, isDefault, new Date().toISOString());
  });
}

export async function removeAddress(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteAddress(db, userId, id))) throw notFound(deliveryAddressMessages.notFound);
}
