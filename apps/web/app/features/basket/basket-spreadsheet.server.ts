import writeExcelFile, { type Row, type SheetData } from 'write-excel-file/node';
import type { BasketView } from '~/visitor/basket-store';
import { formatMoscowDay } from '~/lib/moscow-dates';
import { lineArticle } from './basket-lines';

/** Roubles with kopecks, the way Excel shows sums (the file keeps numbers, so the buyer can add them up). */
const moneyFormat = '#,##0.00';
const roubles = (kopecks: number) => ({ value: kopecks / 100, format: moneyFormat });
const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
const columnCount = 7;

/** The basket's name as the file and its title call it (a guest's basket, or one not made yet, is just 'Корзина'). */
export const specificationName = (basket: BasketView) => basket.currentBasket?.name ?? 'Корзина';

/**
 * A buyer's specification of the basket: its name and date, a line per product (article, name, quantity, unit,
 * price and sum as the basket prices them now), then the sum of the lines, the promo code's discount and the total.
 */
export function specificationRows(basket: BasketView, date: Date): SheetData {
  const goods = basket.items.reduce((sum, line) => sum + line.sumDiscountPrice, 0);
  const promo = basket.promocodeInfo?.applied ? basket.promocodeInfo : null;
  const total = (label: string, kopecks: number, strong = false): Row => [
    null,
    null,
    null,
    null,
    null,
    strong ? bold(label) : label,
    { ...roubles(kopecks), ...(strong ? { fontWeight: 'bold' as const } : {}) },
  ];
  return [
    [{ value: `Спецификация: ${specificationName(basket)}`, fontWeight: 'bold', fontSize: 14, columnSpan: columnCount }],
    [`Дата: ${formatMoscowDay(date)}`],
    [],
    ['№', 'Артикул', 'Наименование', 'Количество', 'Ед.', 'Цена, ₽', 'Сумма, ₽'].map(bold),
    ...basket.items.map(
      (line, index): Row => [index + 1, lineArticle(line), line.name, line.quantity, line.measure, roubles(line.discountPrice), roubles(line.sumDiscountPrice)],
    ),
    [],
    total(`Товаров: ${basket.count}, на сумму`, goods),
    ...(promo ? [total(`Скидка по промокоду ${promo.code}`, -promo.discount)] : []),
    total('Итого', basket.discountPrice, true),
  ];
}

/** The .xlsx file of the specification, made on the server (the library stays out of every browser bundle). */
export function basketSpreadsheet(basket: BasketView, date = new Date()): Promise<Buffer> {
  return writeExcelFile(specificationRows(basket, date), {
    sheet: 'Спецификация',
    columns: [{ width: 5 }, { width: 16 }, { width: 60 }, { width: 12 }, { width: 8 }, { width: 14 }, { width: 16 }],
  }).toBuffer();
}

/** A file name every system accepts: the basket's name without the characters file systems refuse. */
export function specificationFileName(basket: BasketView): string {
  const name = specificationName(basket)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a file name must not hold
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Спецификация ${name || 'корзины'}.xlsx`;
}
