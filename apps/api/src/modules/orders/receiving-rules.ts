import { type CheckoutRequest, deliversToDoor, formatIsoDay, isWeekendDay, latestReceivingDate, type Settings, weekdaysOnly } from '@store/contracts';
import { badRequest } from '../../http/errors.ts';
import { orderMessages } from './order-messages.ts';

type OrderProperties = CheckoutRequest['order_properties'];

const refuse = (field: 'address' | 'receiving_date_start' | 'receiving_date_end', message: string) =>
  badRequest(message, { [`order_properties.${field}`]: message });

/**
 * What the request alone must hold (checked before a guest is registered): an address for the courier ways (spec §2:
 * receiving is valid with the address filled for courier subtypes), wanted days only where the store lets buyers
 * choose them, the last not before the first, and weekdays for the store's courier.
 */
export function checkReceivingRequest(properties: OrderProperties, settings: Settings): void {
  if (deliversToDoor(properties.receiving_type) && !properties.address?.trim()) throw refuse('address', orderMessages.addressRequired);
  const { receiving_date_start: start, receiving_date_end: end } = properties;
  if (start === undefined && end === undefined) return;
  if (!settings.checkout.can_choose_date) throw refuse(start ? 'receiving_date_start' : 'receiving_date_end', orderMessages.dateDisabled);
  if (start && end && end < start) throw refuse('receiving_date_end', orderMessages.dateEndBeforeStart);
  if (!weekdaysOnly(properties.receiving_type)) return;
  if (start && isWeekendDay(start)) throw refuse('receiving_date_start', orderMessages.courierWeekdays);
  if (end && isWeekendDay(end)) throw refuse('receiving_date_end', orderMessages.courierWeekdays);
}

/** The wanted days against the delivery's earliest one (its quote): from that day to `receivingDateHorizonDays` after it. */
export function checkReceivingDates(properties: OrderProperties, earliest: string): void {
  const start = properties.receiving_date_start ?? properties.receiving_date_end;
  const end = properties.receiving_date_end ?? properties.receiving_date_start;
  if (!start || !end) return;
  if (start < earliest) throw refuse('receiving_date_start', orderMessages.dateTooEarly(formatIsoDay(earliest)));
  const latest = latestReceivingDate(earliest);
  if (end > latest) throw refuse('receiving_date_end', orderMessages.dateTooLate(formatIsoDay(latest)));
}
