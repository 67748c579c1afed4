import { LRUCache } from 'lru-cache';
import { moscowDate, formatIsoDay } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import {
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLine,
  invoiceTotals,
  type SellerRequisites,
  sellerVatPercent,
} from '../invoice/invoice-document.ts';
import { renderInvoiceInThread } from '../invoice/invoice-renderer.ts';
import { getSellerRequisites } from '../invoice/seller.repository.ts';
import { type OrderDelivery, type OrderLineRow, type OrderRow, findOrderById, orderLines } from './orders.repository.ts';

/** A file to send: the invoice as a download and as an e-mail attachment. */
export interface InvoiceFile {
  filename: string;
  contentType: 'application/pdf';
  content: Buffer;
}

function buyerOf(order: OrderRow): InvoiceBuyer {
  const requisites = order.requisites === null ? null : (JSON.parse(order.requisites) as Record<string, string | undefined>);
  if (order.user_type === 'company' && requisites) {
    return {
      kind: 'company',
      name: requisites.company || order.organization_name,
      inn: requisites.inn ?? '',
      kpp: requisites.kpp || null,
      address: requisites.address || null,
      phone: order.phone || null,
    };
  }
  return { kind: 'person', name: order.contact_person, phone: order.phone || null };
}

/**
 * The lines' sums with the order's promo discount spread over them in proportion (the largest remainders take the
 * odd kopecks), so the invoice adds up to what the buyer pays.
 */
function discountedSums(lines: readonly OrderLineRow[], promoDiscount: number): number[] {
  const sums = lines.map((line) => line.sum_discount_price);
  const goods = sums.reduce((sum, value) => sum + value, 0);
  if (promoDiscount <= 0 || goods === 0) return sums;
  const shares = sums.map((sum) => (sum * promoDiscount) / goods);
  const cuts = shares.map(Math.floor);
  let left = promoDiscount - cuts.reduce((sum, value) => sum + value, 0);
  const byRemainder = shares.map((share, index) => ({ index, rest: share - Math.floor(share) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    cuts[index] = (cuts[index] ?? 0) + 1;
    left -= 1;
  }
  return sums.map((sum, index) => sum - (cuts[index] ?? 0));
}

/** The invoice of an order, all from its snapshot (decision 0005); VAT as in force on the order's Moscow day. */
export function orderInvoiceDocument(order: OrderRow, lines: readonly OrderLineRow[], seller: SellerRequisites): InvoiceDocument {
  const date = moscowDate(new Date(order.created_at));
  const sums = discountedSums(lines, order.promo_discount);
  const invoiceLines: InvoiceLine[] = lines.map((line, index) => {
    const sumKopecks = sums[index] ?? line.sum_discount_price;
    return {
      name: line.name,
      article: line.article || null,
      quantity: line.quantity,
      unit: line.unit,
      priceKopecks: sumKopecks === line.sum_discount_price ? line.discount_price : Math.round(sumKopecks / line.quantity),
      sumKopecks,
      leadTimeDays: line.on_order_quantity > 0 ? line.lead_time_days : null,
    };
  });
  const { description } = JSON.parse(order.delivery) as OrderDelivery;
  const delivery = order.delivery_price > 0 ? { name: description, priceKopecks: order.delivery_price } : null;
  const vatPercent = sellerVatPercent(seller, date);
  return {
    number: order.number,
    date,
    seller,
    buyer: buyerOf(order),
    lines: invoiceLines,
    delivery,
    vatPercent,
    ...invoiceTotals(invoiceLines, delivery, vatPercent),
  };
}

/** 'Счёт № 2026-000123 от 23.11.2026.pdf' */
export const invoiceFileName = (invoice: Pick<InvoiceDocument, 'number' | 'date'>) => `Счёт № ${invoice.number} от ${formatIsoDay(invoice.date)}.pdf`;

/** The order's invoice as a PDF file, read from the database (the seller's requisites as they are now). */
export async function orderInvoiceFile(db: Db, order: OrderRow): Promise<InvoiceFile> {
  const [lines, seller] = await Promise.all([orderLines(db, order.id), getSellerRequisites(db)]);
  const invoice = orderInvoiceDocument(order, lines, seller);
  return { filename: invoiceFileName(invoice), contentType: 'application/pdf', content: Buffer.from(await renderInvoiceInThread(invoice)) };
}

/** Invoices just made for e-mails, by order id: an order's confirmation and its sales copy carry the same file. */
const mailedInvoices = new LRUCache<number, Promise<InvoiceFile>>({ max: 100, ttl: 60_000 });

/** The invoice of the order with this id, for its confirmation e-mails (the outbox worker sends them). */
export function orderInvoiceAttachment(db: Db, orderId: number): Promise<InvoiceFile> {
  let file = mailedInvoices.get(orderId);
  if (!file) {
    file = findOrderById(db, orderId).then((order) => {
      if (!order) throw new Error(`order ${orderId} of an outbox e-mail is missing`);
      return orderInvoiceFile(db, order);
    });
    mailedInvoices.set(orderId, file);
    file.catch(() => mailedInvoices.delete(orderId));
  }
  return file;
}
