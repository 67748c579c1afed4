import { vatIncluded, vatRateOn } from '@store/contracts';
import { z } from 'zod';

/**
 * The seller's requisites printed on every invoice and encoded in its payment QR code. Stored as the content
 * block `invoice_seller` (seeded with the demo store's, edited in the database like the other blocks).
 */
export const sellerRequisitesSchema = z.strictObject({
  name: z.string().min(1),
  inn: z.string().regex(/^\d{10}(\d{2})?$/),
  kpp: z
    .string()
    .regex(/^\d{9}$/)
    .nullable(),
  address: z.string().min(1),
  phone: z.string().nullable(),
  bankName: z.string().min(1),
  bik: z.string().regex(/^\d{9}$/),
  correspondentAccount: z.string().regex(/^\d{20}$/),
  settlementAccount: z.string().regex(/^\d{20}$/),
  /** Names printed at the signature lines. */
  director: z.string().min(1),
  accountant: z.string().min(1),
  /**
   * The seller's own VAT table, replacing the Tax Code's (`russianVatRates`): e.g. `[{from: '2020-01-01',
   * percent: 0}]` for a seller on the simplified system without VAT. Absent: the standard rates.
   */
  vatRates: z
    .array(z.strictObject({ from: z.iso.date(), percent: z.number().int().min(0).max(100) }))
    .min(1)
    .optional(),
});
export type SellerRequisites = z.infer<typeof sellerRequisitesSchema>;

/** The buyer as the order recorded it: a company's requisites, or a person's name and phone. */
export type InvoiceBuyer =
  | { kind: 'company'; name: string; inn: string; kpp: string | null; address: string | null; phone: string | null }
  | { kind: 'person'; name: string; phone: string | null };

/** One line of goods, priced as the order's snapshot has it (after discounts). */
export interface InvoiceLine {
  name: string;
  article: string | null;
  quantity: number;
  /** The unit as printed: 'шт', 'кг', 'упак'. */
  unit: string;
  priceKopecks: number;
  /** quantity × price, as the order recorded it. */
  sumKopecks: number;
  /** Set for quantities beyond stock ('под заказ'): the product's lead time in days. */
  leadTimeDays: number | null;
}

/** Everything an invoice prints, as plain data: the order code maps its snapshot onto it. */
export interface InvoiceDocument {
  /** The order's number, printed as 'Счёт на оплату № {number}'. */
  number: string;
  /** The invoice's calendar day in Moscow, YYYY-MM-DD (`moscowDate(order.createdAt)`). */
  date: string;
  seller: SellerRequisites;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** Printed as one more line when the delivery has a price; null for pickup or free delivery. */
  delivery: { name: string; priceKopecks: number } | null;
  /** The VAT percent in force on `date` (`sellerVatPercent(seller, date)`); 0 prints 'Без налога (НДС)'. */
  vatPercent: number;
  /** Goods plus delivery: the amount to pay. */
  totalKopecks: number;
  /** The VAT included in the total. */
  vatKopecks: number;
}

/** The totals of an invoice from its lines: the order code's one way to fill `totalKopecks` and `vatKopecks`. */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLine, 'sumKopecks'>[],
  delivery: InvoiceDocument['delivery'],
  vatPercent: number,
): { totalKopecks: number; vatKopecks: number } {
  const totalKopecks = lines.reduce((sum, line) => sum + line.sumKopecks, 0) + (delivery?.priceKopecks ?? 0);
  return { totalKopecks, vatKopecks: vatIncluded(totalKopecks, vatPercent) };
}

/** The VAT percent the seller charges on a day (YYYY-MM-DD): its own table when it has one, else the Tax Code's. */
export const sellerVatPercent = (seller: SellerRequisites, date: string): number => vatRateOn(date, seller.vatRates);
