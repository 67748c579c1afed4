import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../services/mailer.ts';
import { orderInvoiceAttachment } from '../orders/order-invoice.ts';
import { type ClaimedItem, claimDue, markFailed, markSent, type OutboxMail, purgeSent } from './outbox.repository.ts';

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  /** How often due messages are looked for besides the wake-ups after a commit. */
  pollMs?: number;
  /** The first retry waits this long, each next one twice as long (at most an hour). */
  retryBaseMs?: number;
  /** A claimed message is another worker's again after this long (its process died mid-send). */
  lockMs?: number;
}

export interface OutboxWorker {
  /** Looks for due messages now (after a commit that wrote some). */
  wake(): void;
  /** Sends every due message; the number sent. Tests call it to run the worker at a known moment. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const maxRetryMs = 60 * 60 * 1000;
const keepSentMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Works off the outbox in this process: every message written by a committed transaction is sent, and one that
 * fails is tried again later with a growing pause. Several processes may run it on one database (claimDue).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, log } = options;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const lockMs = options.lockMs ?? 60_000;
  let current: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  let stopped = false;

  async function deliver(item: ClaimedItem): Promise<void> {
    if (item.kind !== 'email') throw new Error(`unknown outbox kind ${item.kind}`);
    const { invoiceOrderId, ...message } = JSON.parse(item.payload) as OutboxMail;
    if (invoiceOrderId !== undefined) message.attachments = [...(message.attachments ?? []), await orderInvoiceAttachment(db, invoiceOrderId)];
    await mailer.send(message);
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (let item = await claimDue(db, new Date(), lockMs); item && !stopped; item = await claimDue(db, new Date(), lockMs)) {
      try {
        await deliver(item);
        await markSent(db, item.id, new Date().toISOString());
        sent += 1;
      } catch (error) {
        const delay = Math.min(retryBaseMs * 2 ** (item.attempts - 1), maxRetryMs);
        log?.warn({ err: error, outboxId: item.id, attempts: item.attempts }, 'outbox message not sent; will retry');
        await markFailed(db, item.id, new Date(Date.now() + delay).toISOString(), String(error));
      }
    }
    await purgeSent(db, new Date(Date.now() - keepSentMs).toISOString());
    return sent;
  }

  function safeDrain(): Promise<number> {
    const run = drain()
      .catch((error: unknown) => {
        log?.error({ err: error }, 'outbox worker failed');
        return 0;
      })
      .finally(() => {
        if (current === run) current = null;
      });
    current = run;
    return run;
  }

  // One drain at a time per process; a call during one queues a single next drain, which sees what was written since.
  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (queued) return queued;
    if (!current) return safeDrain();
    const next = current.then(() => {
      queued = null;
      return stopped ? 0 : safeDrain();
    });
    queued = next;
    return next;
  }

  const timer = setInterval(() => void runOnce(), options.pollMs ?? 1000);
  timer.unref();
  return {
    wake: () => void runOnce(),
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (queued ?? current);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's outbox worker (tests run it at known moments). */
    outbox: OutboxWorker;
  }
}
