/** The store's dates are Moscow's (as the invoice's), the same on the server and in the browser. */
const moscow = { timeZone: 'Europe/Moscow' } as const;
const day = new Intl.DateTimeFormat('ru-RU', { ...moscow, day: '2-digit', month: '2-digit', year: 'numeric' });
const moment = new Intl.DateTimeFormat('ru-RU', { ...moscow, dateStyle: 'short', timeStyle: 'short' });
const longDay = new Intl.DateTimeFormat('ru-RU', { ...moscow, day: 'numeric', month: 'long', year: 'numeric' });

/** '25.11.2026'. */
export const formatMoscowDay = (when: string | Date) => day.format(new Date(when));
/** '25.11.2026, 14:05'. */
export const formatMoscowMoment = (when: string | Date) => moment.format(new Date(when));
/** '25 ноября 2026 г.' without the 'г.' a heading does not need: '25 ноября 2026'. */
export const formatMoscowLongDay = (when: string | Date) => longDay.format(new Date(when)).replace(/\s*г\.$/, '');

const monthOfYear = new Intl.DateTimeFormat('ru-RU', { ...moscow, month: 'long', year: 'numeric' });
const shortMonth = new Intl.DateTimeFormat('ru-RU', { ...moscow, month: 'short' });
/** The middle of a 'YYYY-MM' month, safely inside it in every time zone. */
const midMonth = (month: string) => new Date(`${month}-15T12:00:00.000Z`);
/** 'YYYY-MM' as 'ноябрь 2026'. */
export const formatMonth = (month: string) => monthOfYear.format(midMonth(month)).replace(/\s*г\.$/, '');
/** 'YYYY-MM' as 'нояб.', under a chart's bar. */
export const formatShortMonth = (month: string) => shortMonth.format(midMonth(month));
