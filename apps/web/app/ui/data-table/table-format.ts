import { formatDay, isoToDay } from '../date-picker/iso-days';

export type ProfitLoss = { text: string; direction: 'up' | 'down' | 'flat' };

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Spec §2: a USD amount with two decimals and a sign prefix ('+$1,234.50', '-$12.00'); zero has no sign. */
export function formatProfitLoss(value: number): ProfitLoss {
  const cents = Math.round(value * 100);
  const [whole = '0', decimals = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  const amount = `$${groupThousands(whole)}.${decimals}`;
  if (cents > 0) return { text: `+${amount}`, direction: 'up' };
  if (cents < 0) return { text: `-${amount}`, direction: 'down' };
  return { text: amount, direction: 'flat' };
}

/** A table date: DD.MM.YYYY, or a dash when there is none. */
export function formatTableDate(iso: string | null): string {
  const parsed = isoToDay(iso);
  return parsed ? formatDay(parsed.day) : '—';
}
