import { Piscina } from 'piscina';
import type { InvoiceDocument } from './invoice-document.ts';

/**
 * Invoices are rendered in one thread per process: laying out a PDF's text with its fonts and drawing the
 * payment QR take 70–150 ms of CPU, which on the request thread held up every request in flight for as long
 * (each order mails its invoice). The thread starts on first use and ends after a minute without work; it runs
 * at the lowest CPU priority (invoice-pdf.worker.ts).
 */
let pool: Piscina | undefined;

export function renderInvoiceInThread(invoice: InvoiceDocument): Promise<Uint8Array> {
  pool ??= new Piscina({ filename: new URL('./invoice-pdf.worker.ts', import.meta.url).href, minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
  return pool.run(invoice);
}
