import { type Camelize, formatPhone, type User } from '@store/contracts';

/**
 * The user with phones as people read them ('+7 (912) 555-12-34' for the stored '89125551234'), for the
 * profile's forms and manager block: formatted on the server, so the phone library never reaches the browser.
 */
export function withDisplayPhones<U extends Camelize<User>>(user: U): U {
  return { ...user, phone: formatPhone(user.phone), manager: user.manager && { ...user.manager, phone: formatPhone(user.manager.phone) } };
}
