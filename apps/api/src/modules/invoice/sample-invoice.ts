import { moscowDate } from '@store/contracts';
import { demoSeller } from '../../seed/seller.ts';
import { type InvoiceDocument, type InvoiceLine, invoiceTotals, sellerVatPercent } from './invoice-document.ts';

const line = (name: string, article: string, quantity: number, priceKopecks: number, leadTimeDays: number | null = null): InvoiceLine => ({
  name,
  article,
  quantity,
  unit: 'шт',
  priceKopecks,
  sumKopecks: quantity * priceKopecks,
  leadTimeDays,
});

/** An invoice as the order code would build one: a company buyer, a 'под заказ' line and a priced delivery. */
export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const date = moscowDate(new Date('2026-11-23T09:00:00Z'));
  const lines = [
    line('Болт М10х50 DIN 933 8.8 цинк', 'DIN933-10x50-88-ZN', 200, 1_450),
    line('Гайка М10 DIN 934 8 цинк', 'DIN934-10-8-ZN', 200, 390),
    line('Шайба 10 DIN 125 цинк', 'DIN125-10-ZN', 400, 125, 14),
  ];
  const delivery = { name: 'курьером по Москве', priceKopecks: 50_000 };
  const vatPercent = sellerVatPercent(demoSeller, date);
  return {
    number: '10025',
    date,
    seller: demoSeller,
    buyer: {
      kind: 'company',
      name: 'ООО «СтройМонтаж»',
      inn: '5001123452',
      kpp: '500101001',
      address: '141400, Московская обл., г. Химки, ул. Ленина, д. 5',
      phone: null,
    },
    lines,
    delivery,
    vatPercent,
    ...invoiceTotals(lines, delivery, vatPercent),
    ...overrides,
  };
}
