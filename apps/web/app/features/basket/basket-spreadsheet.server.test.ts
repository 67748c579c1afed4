// @vitest-environment node
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { basketSpreadsheet, specificationFileName } from './basket-spreadsheet.server';
import type { BasketLine, BasketView } from '~/visitor/basket-store';

const line = (bid: number, overrides: Partial<BasketLine>): BasketLine => ({
  id: bid,
  bid,
  code: `p-${bid}`,
  name: `Товар ${bid}`,
  image: '/api/Images/product/x.svg',
  url: '/catalog/x/product/p/',
  properties: [{ code: 'article', name: 'Артикул', value: `ART-${bid}` }],
  price: 1000,
  discountPrice: 1000,
  quantity: 1,
  measure: 'шт',
  orderMultiple: 1,
  sumPrice: 1000,
  sumDiscountPrice: 1000,
  available: true,
  stock: 100,
  onOrder: false,
  weightG: 10,
  ...overrides,
});

const basket: BasketView = {
  items: [
    line(1, { name: 'Болт DIN 933 М10х50, 8.8, цинк', quantity: 200, price: 1250, discountPrice: 1000, sumPrice: 250_000, sumDiscountPrice: 200_000 }),
    line(2, { name: 'Гайка DIN 934 М10, 8, цинк', quantity: 3, measure: 'кг', discountPrice: 45_050, sumPrice: 135_150, sumDiscountPrice: 135_150 }),
  ],
  count: 2,
  price: 385_150,
  discount: 83_515,
  discountPrice: 301_635,
  weightG: 5000,
  recommendedIds: [],
  promocodeInfo: { code: 'KREP10', description: 'Скидка 10 %', applied: true, discount: 33_515, error: null },
  currentBasket: { id: 5, name: 'Объект: Лесная/7', description: '', color: 'blue', isMain: false },
  notices: [],
};

describe('the basket as an Excel specification', () => {
  it('lists the lines with article, name, quantity, unit, price and sum, then the totals, under the basket’s name', async () => {
    const rows = await readSheet(await basketSpreadsheet(basket, new Date('2026-05-13T10:00:00Z')));
    expect(rows.slice(0, 2)).toEqual([
      ['Спецификация: Объект: Лесная/7', null, null, null, null, null, null],
      ['Дата: 13.05.2026', null, null, null, null, null, null],
    ]);
    const header = rows.findIndex((row) => row[0] === '№');
    expect(rows[header]).toEqual(['№', 'Артикул', 'Наименование', 'Количество', 'Ед.', 'Цена, ₽', 'Сумма, ₽']);
    expect(rows.slice(header + 1, header + 3)).toEqual([
      [1, 'ART-1', 'Болт DIN 933 М10х50, 8.8, цинк', 200, 'шт', 10, 2000],
      [2, 'ART-2', 'Гайка DIN 934 М10, 8, цинк', 3, 'кг', 450.5, 1351.5],
    ]);
    const totals = rows
      .slice(header + 3)
      .filter((row) => row.some((cell) => cell !== null))
      .map((row) => row.slice(5));
    expect(totals).toEqual([
      ['Товаров: 2, на сумму', 3351.5],
      ['Скидка по промокоду KREP10', -335.15],
      ['Итого', 3016.35],
    ]);
  });

  it('names the file after the basket, without characters file systems refuse', () => {
    expect(specificationFileName(basket)).toBe('Спецификация Объект Лесная 7.xlsx');
    expect(specificationFileName({ ...basket, currentBasket: null })).toBe('Спецификация Корзина.xlsx');
  });
});
