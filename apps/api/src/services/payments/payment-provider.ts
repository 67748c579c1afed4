/**
 * Online card payment behind one interface: a provider's HTTP client (yookassa.ts) or, by default, a built-in test
 * gateway. Checkout creates a payment for an order and sends the buyer to `redirectUrl`; the provider's
 * notification (or the buyer's return) is settled by asking the provider for the payment's status, never by
 * trusting the notification's body.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  paymentStatus(providerPaymentId: string): Promise<PaymentState>;
  /**
   * The payment a notification is about, when the provider's documented check lets it through (a signature, or
   * none when the payment is then fetched from the provider anyway); null refuses the notification.
   */
  notificationPaymentId(notification: PaymentNotification): Promise<string | null>;
}

/** A provider's notification as the webhook received it: its body (already parsed) and headers. */
export interface PaymentNotification {
  body: { event: string; object: { id: string } };
  headers: Record<string, string | string[] | undefined>;
}

export interface PaymentRequest {
  orderNum: string;
  amountKopecks: number;
  /** Shown to the buyer on the provider's page (at most 128 characters). */
  description: string;
  /** Where the provider sends the buyer back. */
  returnUrl: string;
  /** The same key for a retried request makes the provider answer the first payment, never a second one. */
  idempotenceKey: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  redirectUrl: string;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'canceled';

export interface PaymentState {
  status: PaymentStatus;
  amountKopecks: number;
  orderNum: string | null;
}

/** The provider failed or answered something unexpected; the payment's state is unknown, so it may be retried. */
export class PaymentProviderError extends Error {}
