import os from 'node:os';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

// The lowest CPU priority for this thread alone (on Linux a thread's own: `setpriority` of "this process" names the
// calling thread): an invoice is mailed, nobody waits on it, so it takes the CPU the requests leave over. Where the
// system refuses, invoices render at the normal priority rather than not at all.
try {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
} catch {}

/** Runs in the invoice thread (invoice-renderer.ts): the same rendering, off the thread that answers requests. */
export default function render(invoice: InvoiceDocument): Promise<Uint8Array> {
  return renderInvoicePdf(invoice);
}
