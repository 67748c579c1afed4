/** Whether a calendar day 'YYYY-MM-DD' is a Saturday or a Sunday (holidays are not known). */
export function isWeekendDay(day: string): boolean {
  const weekday = new Date(`${day.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** A calendar day 'YYYY-MM-DD' (an ISO instant's day too) as printed (spec §9): '24.11.2026'; anything else as it is. */
export function formatIsoDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return year && month && date ? `${date}.${month}.${year}` : day;
}
