import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** Runs in the invoice thread (invoice-renderer.ts): the same rendering, off the thread that answers requests. */
export default function render(invoice: InvoiceDocument): Promise<Uint8Array> {
  return renderInvoicePdf(invoice);
}
