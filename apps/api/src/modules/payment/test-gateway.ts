import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { CreatedPayment, PaymentNotification, PaymentProvider, PaymentRequest, PaymentState } from '../../services/payments/payment-provider.ts';

/**
 * The built-in test gateway (the default provider when no real one is configured): it keeps its payments in its own
 * table, as a provider keeps them on its side, shows the buyer a page of ours to pay or cancel
 * (test-gateway.routes.ts) and notifies the store's webhook signed with its secret, like a real provider would.
 */
export const TEST_GATEWAY = 'test';
export const signatureHeader = 'x-test-gateway-signature';

export type TestGatewayEvent = 'payment.succeeded' | 'payment.canceled';

/** The secret the gateway signs its notifications with: shared by every process of the store (from the environment). */
export function testGatewaySignature(secret: string, paymentId: string, event: string): string {
  return crypto.createHmac('sha256', secret).update(`${paymentId}:${event}`).digest('hex');
}

export function testGatewayPaymentUrl(paymentId: string): string {
  return `/api/Payment/testGateway/${encodeURIComponent(paymentId)}/`;
}

export function findTestGatewayPayment(db: Db, id: string) {
  return db.selectFrom('test_gateway_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Pays or cancels a pending payment; false when it was no longer pending (a repeated click changes nothing). */
export async function finishTestGatewayPayment(db: Db, id: string, status: 'succeeded' | 'canceled'): Promise<boolean> {
  const result = await db.updateTable('test_gateway_payments').set({ status }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function testGatewayProvider(db: Db, secret: string): PaymentProvider {
  return {
    name: TEST_GATEWAY,
    async createPayment(payment: PaymentRequest): Promise<CreatedPayment> {
      const id = `tg-${crypto.randomUUID()}`;
      await db
        .insertInto('test_gateway_payments')
        .values({
          id,
          idempotence_key: payment.idempotenceKey,
          order_num: payment.orderNum,
          amount: payment.amountKopecks,
          description: payment.description.slice(0, 128),
          return_url: payment.returnUrl,
          status: 'pending',
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('idempotence_key').doNothing())
        .execute();
      // A repeated key answers the first payment, never a second one.
      const created = await db.selectFrom('test_gateway_payments').select('id').where('idempotence_key', '=', payment.idempotenceKey).executeTakeFirstOrThrow();
      return { providerPaymentId: created.id, redirectUrl: testGatewayPaymentUrl(created.id) };
    },
    async paymentStatus(providerPaymentId: string): Promise<PaymentState> {
      const payment = await findTestGatewayPayment(db, providerPaymentId);
      if (!payment) throw new Error(`test gateway: no payment ${providerPaymentId}`);
      return { status: payment.status, amountKopecks: payment.amount, orderNum: payment.order_num };
    },
    async notificationPaymentId({ body, headers }: PaymentNotification): Promise<string | null> {
      const given = headers[signatureHeader];
      if (typeof given !== 'string') return null;
      const expected = Buffer.from(testGatewaySignature(secret, body.object.id, body.event));
      const actual = Buffer.from(given);
      return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? body.object.id : null;
    },
  };
}
