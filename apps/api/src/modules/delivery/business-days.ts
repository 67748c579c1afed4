import { isWeekendDay } from '@store/contracts';

/** Delivery dates count business days in the store's time zone (Moscow, UTC+3 all year). Holidays are not known. */

const storeOffsetMs = 3 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** A calendar day as 'YYYY-MM-DD'. */
export type IsoDate = string;

/** Today in the store's time zone. */
export function storeToday(now: Date): IsoDate {
  return new Date(now.getTime() + storeOffsetMs).toISOString().slice(0, 10);
}

const nextDay = (date: IsoDate): IsoDate => new Date(new Date(`${date}T00:00:00Z`).getTime() + dayMs).toISOString().slice(0, 10);

/** The business day `days` business days after `from` (0: `from` itself, or the next business day on a weekend). */
export function addBusinessDays(from: IsoDate, days: number): IsoDate {
  let date = from;
  while (isWeekendDay(date)) date = nextDay(date);
  for (let left = days; left > 0; ) {
    date = nextDay(date);
    if (!isWeekendDay(date)) left -= 1;
  }
  return date;
}

/** A period in business days. */
export interface DaysPeriod {
  from: number;
  to: number;
}

/** The first and last day of `period` counted from today. */
export function deliveryDates(now: Date, period: DaysPeriod): { dateFrom: IsoDate; dateTo: IsoDate } {
  const today = storeToday(now);
  return { dateFrom: addBusinessDays(today, period.from), dateTo: addBusinessDays(today, period.to) };
}
