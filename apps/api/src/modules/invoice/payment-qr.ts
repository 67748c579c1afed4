import { formatIsoDay } from '@store/contracts';
import QRCode from 'qrcode';
import type { InvoiceDocument } from './invoice-document.ts';
import { formatInvoiceAmount } from './invoice-format.ts';

/**
 * The payment QR code of ГОСТ Р 56042-2014 that Russian banking apps scan: the header ST0001 + '2' (the
 * values are UTF-8), then `key=value` pairs separated by '|'. The five required fields come first.
 */
const header = 'ST00012';

/** A value may not hold the separator, nor line breaks; runs of spaces fold into one. */
const cleanValue = (value: string): string => value.replaceAll('|', ' ').replace(/\s+/g, ' ').trim();

/** The ST00012 text of fields in the order given; empty values are left out. */
export function st00012Payload(fields: ReadonlyArray<readonly [key: string, value: string | number | null]>): string {
  const pairs = fields
    .map(([key, value]) => [key, cleanValue(String(value ?? ''))] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${value}`);
  return [header, ...pairs].join('|');
}

/** What to pay for this invoice: the seller's account, the sum in kopecks, the purpose with its VAT. */
export function paymentQrPayload(invoice: InvoiceDocument): string {
  const { seller, buyer } = invoice;
  const vat = invoice.vatPercent > 0 ? `в т.ч. НДС ${invoice.vatPercent} % ${formatInvoiceAmount(invoice.vatKopecks)} руб.` : 'НДС не облагается';
  return st00012Payload([
    ['Name', seller.name],
    ['PersonalAcc', seller.settlementAccount],
    ['BankName', seller.bankName],
    ['BIC', seller.bik],
    ['CorrespAcc', seller.correspondentAccount],
    ['PayeeINN', seller.inn],
    ['KPP', seller.kpp],
    ['Sum', invoice.totalKopecks],
    ['Purpose', `Оплата по счёту № ${invoice.number} от ${formatIsoDay(invoice.date)}, ${vat}`],
    ['PayerINN', buyer.kind === 'company' ? buyer.inn : null],
  ]);
}

/** One byte-mode segment of the UTF-8 bytes, as the standard's tag '2' promises (no mixed-mode segments). */
export const paymentQrSegments = (payload: string): QRCode.QRCodeSegment[] => [{ mode: 'byte', data: new TextEncoder().encode(payload) }];

/** The QR code as a PNG; level M as the standard recommends, four pixels a module for print. */
export const paymentQrPng = (payload: string): Promise<Buffer> =>
  QRCode.toBuffer(paymentQrSegments(payload), { errorCorrectionLevel: 'M', margin: 1, scale: 4 });
