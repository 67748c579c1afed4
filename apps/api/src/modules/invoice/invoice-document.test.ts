import { describe, expect, it } from 'vitest';
import { invoiceTotals, sellerRequisitesSchema, sellerVatPercent } from './invoice-document.ts';
import { demoSeller } from '../../seed/seller.ts';

describe('invoiceTotals', () => {
  it('adds the lines and the delivery, and takes the VAT out of the sum', () => {
    const lines = [{ sumKopecks: 290_000 }, { sumKopecks: 78_000 }];
    expect(invoiceTotals(lines, { name: 'курьером', priceKopecks: 50_000 }, 22)).toEqual({ totalKopecks: 418_000, vatKopecks: 75_377 });
    expect(invoiceTotals(lines, null, 20)).toEqual({ totalKopecks: 368_000, vatKopecks: 61_333 });
  });
});

describe('sellerVatPercent', () => {
  it("follows the Tax Code's table unless the seller has its own", () => {
    expect(sellerVatPercent(demoSeller, '2025-12-31')).toBe(20);
    expect(sellerVatPercent(demoSeller, '2026-01-01')).toBe(22);
    expect(sellerVatPercent({ ...demoSeller, vatRates: [{ from: '2020-01-01', percent: 0 }] }, '2026-01-01')).toBe(0);
  });
});

describe('sellerRequisitesSchema', () => {
  it('accepts the demo requisites and refuses malformed numbers and unknown keys', () => {
    expect(sellerRequisitesSchema.safeParse(demoSeller).success).toBe(true);
    expect(sellerRequisitesSchema.safeParse({ ...demoSeller, bik: '04452597' }).success).toBe(false);
    expect(sellerRequisitesSchema.safeParse({ ...demoSeller, settlementAccount: '4070281050000001234X' }).success).toBe(false);
    expect(sellerRequisitesSchema.safeParse({ ...demoSeller, ogrn: '1027700132195' }).success).toBe(false);
  });
});
