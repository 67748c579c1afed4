import { CalendarDate } from '@internationalized/date';
import { isoToDay } from './iso-days';

/** What the calendar holds while it is open: days without times. */
export type DayRange = { start: CalendarDate | null; end: CalendarDate | null };

export const emptyRange: DayRange = { start: null, end: null };

/**
 * Spec §4 range clicks: the first sets the start, the second the end (the two swapped when the end is
 * earlier), a third starts a new range.
 */
export function nextRange(range: DayRange, day: CalendarDate): DayRange {
  if (!range.start || range.end) return { start: day, end: null };
  return day.compare(range.start) < 0 ? { start: day, end: range.start } : { start: range.start, end: day };
}

export const isComplete = (range: DayRange, period: boolean) => (period ? Boolean(range.start && range.end) : Boolean(range.start));

export type PresetCode = 'today' | 'week' | 'month' | 'quarter';
export const presets: readonly { code: PresetCode; name: string }[] = [
  { code: 'today', name: 'Сегодня' },
  { code: 'week', name: '7 дней' },
  { code: 'month', name: '30 дней' },
  { code: 'quarter', name: '90 дней' },
];

/** Spec §9: '30 дней' is one calendar month back and '90 дней' three months back, both ending today. */
export function presetRange(code: PresetCode, today: CalendarDate): DayRange {
  const back = { today: {}, week: { days: 7 }, month: { months: 1 }, quarter: { months: 3 } }[code];
  return { start: today.subtract(back), end: today };
}

/** Spec §9: the year view shows 12 years a page, the first page starting 6 years before the current one. */
export function yearPage(currentYear: number, page: number): number[] {
  const first = currentYear - 6 + page * 12;
  return Array.from({ length: 12 }, (_, index) => first + index);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of four typed digits, or null while incomplete or out of range (spec §5: applied at four digits). */
export function parseTime(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : null;
}

/** ISO instant → the calendar's local day and 'HH:mm'. */
export function fromIso(iso: string | null): { day: CalendarDate; time: string } | null {
  const parsed = isoToDay(iso);
  return parsed && { day: new CalendarDate(parsed.day.year, parsed.day.month, parsed.day.day), time: parsed.time };
}
