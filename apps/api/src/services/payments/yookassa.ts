import {
  type CreatedPayment,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentNotification,
  type PaymentRequest,
  type PaymentState,
  type PaymentStatus,
} from './payment-provider.ts';

/** YooKassa's REST API v3 (https://yookassa.ru/developers/api): one-stage card payments with a redirect. */
export interface YookassaOptions {
  shopId: string;
  secretKey: string;
  /** https://api.yookassa.ru by default; tests point it at a local fake. */
  baseUrl?: string;
}

interface YookassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_url?: string };
  metadata?: Record<string, string>;
}

/** Kopecks as YooKassa's decimal string ('1234.50'), and back. */
export const toAmountValue = (kopecks: number) => `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
export const fromAmountValue = (value: string) => {
  const [rubles = '0', kopecks = '0'] = value.split('.');
  return Number(rubles) * 100 + Number(kopecks.padEnd(2, '0').slice(0, 2));
};

// A payment captured automatically never waits for capture; treat the state as still pending if it ever does.
const statuses: Record<YookassaPayment['status'], PaymentStatus> = {
  pending: 'pending',
  waiting_for_capture: 'pending',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

export function yookassaProvider(options: YookassaOptions): PaymentProvider {
  const baseUrl = options.baseUrl ?? 'https://api.yookassa.ru';
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function request(path: string, init: { method: 'GET' | 'POST'; body?: object; idempotenceKey?: string }): Promise<YookassaPayment> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/v3${path}`, {
        method: init.method,
        headers: {
          authorization,
          'content-type': 'application/json',
          ...(init.idempotenceKey && { 'idempotence-key': init.idempotenceKey }),
        },
        ...(init.body && { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`YooKassa unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new PaymentProviderError(`YooKassa answered ${response.status}: ${text.slice(0, 300)}`);
    const payment = JSON.parse(text) as YookassaPayment;
    if (typeof payment.id !== 'string' || !(payment.status in statuses)) throw new PaymentProviderError('YooKassa answered an unexpected payment');
    return payment;
  }

  return {
    name: 'yookassa',
    async createPayment(payment: PaymentRequest): Promise<CreatedPayment> {
      const created = await request('/payments', {
        method: 'POST',
        idempotenceKey: payment.idempotenceKey,
        body: {
          amount: { value: toAmountValue(payment.amountKopecks), currency: 'RUB' },
          capture: true,
          confirmation: { type: 'redirect', return_url: payment.returnUrl },
          description: payment.description.slice(0, 128),
          metadata: { order_num: payment.orderNum },
        },
      });
      const redirectUrl = created.confirmation?.confirmation_url;
      if (!redirectUrl) throw new PaymentProviderError('YooKassa gave no confirmation URL');
      return { providerPaymentId: created.id, redirectUrl };
    },
    async paymentStatus(providerPaymentId: string): Promise<PaymentState> {
      const payment = await request(`/payments/${encodeURIComponent(providerPaymentId)}`, { method: 'GET' });
      return { status: statuses[payment.status], amountKopecks: fromAmountValue(payment.amount.value), orderNum: payment.metadata?.order_num ?? null };
    },
    // YooKassa signs nothing: its documentation has the shop check the payment's status through the API
    // (paymentStatus, which the settlement always does), so a forged notification changes nothing.
    async notificationPaymentId(notification: PaymentNotification): Promise<string | null> {
      return notification.body.event.startsWith('payment.') ? notification.body.object.id : null;
    },
  };
}
