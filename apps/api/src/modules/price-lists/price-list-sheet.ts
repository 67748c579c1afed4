/**
 * What a price list's spreadsheet holds, shared by the request thread (which turns products into rows) and the
 * writing thread (price-list-xlsx.worker.ts). Kept free of other imports: the worker loads it alone.
 */

/**
 * A cell: text, a number, empty, or a formula with its value (a product's link is `HYPERLINK(…)`: a formula costs
 * the file nothing more, where a hyperlink proper adds a relationship per row to the sheet).
 */
export type SheetCell = string | number | null | { formula: string; result: string };

export interface SheetColumn {
  header: string;
  /** In characters. */
  width: number;
  /** Excel's number format, for figures. */
  numFmt?: string;
}

const roubles = '#,##0.00';

export const priceListColumns: readonly SheetColumn[] = [
  { header: 'Артикул', width: 18 },
  { header: 'Наименование', width: 56 },
  { header: 'Раздел', width: 30 },
  { header: 'Стандарт', width: 14 },
  { header: 'Ед. изм.', width: 9 },
  { header: 'Кратность', width: 10, numFmt: '0' },
  { header: 'Цена, ₽', width: 12, numFmt: roubles },
  { header: 'Цена без скидки, ₽', width: 14, numFmt: roubles },
  { header: 'Наличие', width: 10, numFmt: '0' },
  { header: 'Ссылка', width: 12 },
];

/** The lines above the table: the list's name, then what its figures are and when. */
export interface SheetHeading {
  title: string;
  subtitle: string;
}

/** What the writing thread is given to start a file. */
export interface SheetJob {
  file: string;
  heading: SheetHeading;
}

/** Lines above the column headers (title, subtitle, a blank one): the headers are row `headingRows + 1`. */
export const headingRows = 3;
