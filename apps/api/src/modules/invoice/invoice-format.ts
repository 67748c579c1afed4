/** Numbers and dates as Russian invoices print them. */
const amount = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234567 kopecks → '12 345,67' (no-break space between groups, always two decimals, no sign: the column says руб.). */
export const formatInvoiceAmount = (kopecks: number): string => amount.format(kopecks / 100);

const longDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-23' → '23 ноября 2026 г.' */
export const formatInvoiceDate = (date: string): string => longDate.format(new Date(`${date}T00:00:00Z`));
