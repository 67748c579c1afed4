import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderInvoiceInThread } from './invoice-renderer.ts';
import { sampleInvoice } from './sample-invoice.ts';

/** A thread's nice value, from its `stat` (the 19th field; the name in brackets may hold spaces). */
const niceOf = (statFile: string) => Number(fs.readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ')[16]);

describe('the invoice thread', () => {
  it('renders at the lowest CPU priority, and the thread that asked keeps its own', async () => {
    const pdf = await renderInvoiceInThread(sampleInvoice());
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // Linux's /proc: the process's main thread, this test's thread and every thread of the process.
    const base = niceOf('/proc/self/stat');
    expect(base).toBeLessThan(19);
    const threads = fs.readdirSync('/proc/self/task').map((tid) => niceOf(`/proc/self/task/${tid}/stat`));
    expect(threads).toContain(19);
    expect(niceOf('/proc/thread-self/stat')).toBe(base);
  });
});
