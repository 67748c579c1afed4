/**
 * VAT (НДС) of Russian invoices: the rate in force on a date and the tax included in a price.
 * Shared by the API (the invoice) and the web app (totals 'Итого с НДС').
 */

/** A rate in force from `from` (a calendar date, YYYY-MM-DD) until the next entry's date. */
export interface VatRate {
  from: string;
  percent: number;
}

/** The Tax Code's standard rate: 20 % from 2019, 22 % from 1 January 2026 (Federal Law 425-FZ of 28.11.2025). */
export const russianVatRates: readonly VatRate[] = [
  { from: '2019-01-01', percent: 20 },
  { from: '2026-01-01', percent: 22 },
];

const moscowCalendar = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date in Moscow (YYYY-MM-DD): the tax period follows the seller's day, not UTC's. */
export const moscowDate = (moment: Date): string => moscowCalendar.format(moment);

/**
 * The percent in force on a day: a `Date` is read as Moscow's calendar day, a string as YYYY-MM-DD.
 * `rates` may come in any order; a day before the first entry is an error (no rate is known for it).
 */
export function vatRateOn(day: Date | string, rates: readonly VatRate[] = russianVatRates): number {
  const date = typeof day === 'string' ? day : moscowDate(day);
  const inForce = [...rates].sort((a, b) => a.from.localeCompare(b.from)).filter((rate) => rate.from <= date);
  const rate = inForce.at(-1);
  if (!rate) throw new RangeError(`No VAT rate is known for ${date}`);
  return rate.percent;
}

/**
 * The VAT included in a gross amount (`в т.ч. НДС`): gross × p / (100 + p), rounded to the nearest kopeck
 * with halves up, on integers only (a float would misround amounts such as 0.5 kopeck exactly).
 */
export function vatIncluded(grossKopecks: number, percent: number): number {
  if (!Number.isSafeInteger(grossKopecks) || grossKopecks < 0) throw new RangeError('The amount must be whole non-negative kopecks');
  if (!Number.isInteger(percent) || percent < 0) throw new RangeError('The VAT percent must be a whole non-negative number');
  const divisor = 100 + percent;
  return Math.floor((2 * grossKopecks * percent + divisor) / (2 * divisor));
}
