import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, okResult, seedProduct } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, quickBuyer, submitOrder } from '../../testing/orders.ts';
import { createTestApp, outbox, type TestApp } from '../../testing/test-app.ts';
import type { Mailer, MailMessage } from '../../services/mailer.ts';
import { startOutboxWorker } from './outbox-worker.ts';
import { enqueue } from './outbox.repository.ts';

const mail = (subject: string): MailMessage => ({ to: 'buyer@example.ru', subject, text: 'текст' });

/** A mailer that fails its first `failures` sends, then records what it sends. */
function flakyMailer(failures: number): Mailer & { sent: MailMessage[] } {
  let left = failures;
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      if (left-- > 0) throw new Error('SMTP недоступен');
      sent.push(message);
    },
  };
}

describe('the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's worker runs only when a commit wakes it or a test asks: polling every second, it would take the
    // retry test's message from that test's failing mailer (and did, on a busy CI machine).
    t = await createTestApp({ outbox: { pollMs: 3_600_000 } });
  });
  afterAll(() => t.close());

  it('sends an order’s e-mails once its checkout has committed', async () => {
    const buyer = await quickBuyer(t.db);
    const product = await seedProduct(t.db, { type: 'Болт' });
    okResult(await addToBasket(t.app, buyer.visitor, product.id, 1));
    const { order_num: number } = okResult(await submitOrder(t.app, buyer.visitor, checkoutBody(await pickupStockId(t.db))));
    // The commit woke the app's worker; its next run has sent them (each with the order's invoice, made then).
    await t.app.outbox.runOnce();
    expect((await outbox(t)).filter((message) => message.subject.includes(number))).toHaveLength(2);
  });

  it('retries a message whose sending failed, and sends it once', async () => {
    const mailer = flakyMailer(2);
    const worker = startOutboxWorker({ db: t.db, mailer, retryBaseMs: 1, pollMs: 60_000 });
    try {
      await t.db.transaction().execute((trx) => enqueue(trx, [{ kind: 'email', payload: mail('Повтор') }], new Date().toISOString()));
      // Each run sends what is due: the failed message is due again after its (1 ms) pause.
      const sentAfterRun = async () => {
        await worker.runOnce();
        return mailer.sent.map((message) => message.subject);
      };
      await expect.poll(sentAfterRun, { timeout: 30_000 }).toEqual(['Повтор']);
      const row = await t.db.selectFrom('outbox').select(['attempts', 'sent_at']).where('payload', 'like', '%Повтор%').executeTakeFirstOrThrow();
      expect(row.attempts).toBe(3);
      expect(row.sent_at).not.toBeNull();
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const mailer = flakyMailer(0);
    const worker = startOutboxWorker({ db: t.db, mailer, pollMs: 60_000 });
    try {
      await expect(
        t.db.transaction().execute(async (trx) => {
          await enqueue(trx, [{ kind: 'email', payload: mail('Откат') }], new Date().toISOString());
          throw new Error('checkout refused');
        }),
      ).rejects.toThrow('checkout refused');
      await worker.runOnce();
      expect(mailer.sent).toEqual([]);
      expect(await t.db.selectFrom('outbox').select('id').where('payload', 'like', '%Откат%').execute()).toEqual([]);
    } finally {
      await worker.stop();
    }
  });

  it('two workers (two processes) never send one message twice', async () => {
    const first = flakyMailer(0);
    const second = flakyMailer(0);
    const workers = [startOutboxWorker({ db: t.db, mailer: first, pollMs: 60_000 }), startOutboxWorker({ db: t.db, mailer: second, pollMs: 60_000 })];
    try {
      const subjects = Array.from({ length: 20 }, (_, i) => `Пара ${i}`);
      await enqueue(
        t.db,
        subjects.map((subject) => ({ kind: 'email', payload: mail(subject) })),
        new Date().toISOString(),
      );
      await Promise.all([...workers.map((worker) => worker.runOnce()), t.app.outbox.runOnce()]);
      const appSent = (await outbox(t)).filter((message) => message.subject.startsWith('Пара')).map((message) => message.subject);
      const all = [...first.sent, ...second.sent].map((message) => message.subject).concat(appSent);
      expect(all.sort()).toEqual([...subjects].sort());
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });
});
