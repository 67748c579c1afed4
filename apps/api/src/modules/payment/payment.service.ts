import type { PaymentMethod } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { findUserById } from '../user/user.repository.ts';
import { listPaymentMethods } from './payment-methods.repository.ts';

/** The methods with the one preselected for the buyer: a company user's is the invoice, anyone else's the individual one. */
export async function paymentMethodsFor(db: Db, userId: number | null): Promise<PaymentMethod[]> {
  const user = userId === null ? undefined : await findUserById(db, userId);
  const buyer = user?.userType === 'legal' ? 'legal' : 'individual';
  const methods = await listPaymentMethods(db);
  const preselected = methods.find((method) => method.default_for === buyer) ?? methods[0];
  return methods.map((method) => ({
    id: method.id,
    name: method.name,
    logo: method.logo,
    description: method.description,
    is_default: method === preselected,
  }));
}
