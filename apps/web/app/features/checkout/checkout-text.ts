import { pluralRu } from '@store/contracts';

/** How periods, dates and phones read in the checkout (spec §9: the courier label combines period and price). */

const unitForms = {
  minutes: ['минута', 'минуты', 'минут'],
  hours: ['час', 'часа', 'часов'],
  days: ['день', 'дня', 'дней'],
  months: ['месяц', 'месяца', 'месяцев'],
} as const;

/** '1–2 дня', '3 дня', '45 минут'. */
export function formatPeriod({ from, to, unit }: { from: number; to: number; unit: keyof typeof unitForms }): string {
  const span = from === to ? String(to) : `${from}–${to}`;
  return `${span} ${pluralRu(to, unitForms[unit])}`;
}
