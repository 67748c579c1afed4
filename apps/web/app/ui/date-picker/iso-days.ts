/**
 * The picker's values as days, without a calendar library: what pages show and send in their first load (a table's
 * dates, a deferred picker's face, the orders' period) comes from here; the calendar's own arithmetic
 * (`@internationalized/date`, in `date-range.ts`) loads with the picker.
 */

/** Spec §4: the picker's value, a pair of ISO date-time strings; single mode uses the start only. */
export type DatePickerValue = readonly [start: string | null, end: string | null];

/** A calendar day (a `CalendarDate` is one too). */
export interface Day {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY (spec §9). */
export const formatDay = (day: Day) => `${pad(day.day)}.${pad(day.month)}.${day.year}`;

/** YYYY-MM-DD. */
export const isoDay = (day: Day) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

/** Local day and 'HH:mm' → ISO instant. */
export function dayToIso(day: Day, time = '00:00'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(day.year, day.month - 1, day.day, hours, minutes).toISOString();
}

/** ISO instant → local day and 'HH:mm'. */
export function isoToDay(iso: string | null): { day: Day; time: string } | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { day: { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }, time: `${pad(date.getHours())}:${pad(date.getMinutes())}` };
}

/** The trigger's text: 'DD.MM.YYYY', with ' HH:mm' when times are on; a range joined with ' – '. */
export function formatValue(value: DatePickerValue, options: { period: boolean; withTime: boolean }): string {
  const one = (iso: string | null) => {
    const parsed = isoToDay(iso);
    if (!parsed) return '';
    return options.withTime ? `${formatDay(parsed.day)} ${parsed.time}` : formatDay(parsed.day);
  };
  const start = one(value[0]);
  if (!options.period) return start;
  const end = one(value[1]);
  return start && end ? `${start} – ${end}` : start;
}
