import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider.ts';
import { fromAmountValue, toAmountValue, yookassaProvider } from './yookassa.ts';

/** A local stand-in for YooKassa's API: keeps payments, answers the same payment for a repeated idempotence key. */
function fakeYookassa() {
  const requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: any }[] = [];
  const payments = new Map<string, any>();
  const byKey = new Map<string, any>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const send = (status: number, payload: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (request.headers.authorization !== `Basic ${Buffer.from('shop-1:secret-1').toString('base64')}`)
        return send(401, { type: 'error', code: 'invalid_credentials' });
      if (request.method === 'POST' && request.url === '/v3/payments') {
        const key = String(request.headers['idempotence-key']);
        const existing = byKey.get(key);
        if (existing) return send(200, existing);
        const id = `2d${payments.size + 1}-000f-5000-9000-1b68e7b15f3f`;
        const payment = {
          id,
          status: 'pending',
          paid: false,
          amount: body.amount,
          confirmation: { type: 'redirect', confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}` },
          description: body.description,
          metadata: body.metadata,
        };
        payments.set(id, payment);
        byKey.set(key, payment);
        return send(200, payment);
      }
      const match = request.url!.match(/^\/v3\/payments\/(.+)$/);
      const payment = match && payments.get(decodeURIComponent(match[1]!));
      if (request.method === 'GET' && payment) return send(200, payment);
      return send(404, { type: 'error', code: 'not_found' });
    });
  });
  return { server, requests, payments };
}

describe('YooKassa client', () => {
  const fake = fakeYookassa();
  let baseUrl: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const provider = () => yookassaProvider({ shopId: 'shop-1', secretKey: 'secret-1', baseUrl });
  const order = {
    orderNum: 'К-000123',
    amountKopecks: 1_234_550,
    description: 'Заказ № К-000123',
    returnUrl: 'https://store.example/profile/orders/К-000123/',
    idempotenceKey: 'k-1',
  };

  it('writes kopecks as YooKassa’s decimal amounts and reads them back', () => {
    expect([0, 5, 100, 123_450, 1_234_505].map(toAmountValue)).toEqual(['0.00', '0.05', '1.00', '1234.50', '12345.05']);
    expect(['0.05', '1.00', '1234.5', '12345.05', '7'].map(fromAmountValue)).toEqual([5, 100, 123_450, 1_234_505, 700]);
  });

  it('creates a one-stage redirect payment with basic auth and the idempotence key, and answers the redirect URL', async () => {
    const created = await provider().createPayment(order);
    expect(created.redirectUrl).toBe(`https://yoomoney.ru/checkout/payments/v2/contract?orderId=${created.providerPaymentId}`);
    const sent = fake.requests.at(-1)!;
    expect(sent.headers['idempotence-key']).toBe('k-1');
    expect(sent.body).toEqual({
      amount: { value: '12345.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: order.returnUrl },
      description: 'Заказ № К-000123',
      metadata: { order_num: 'К-000123' },
    });
    // A retried request with the same key gets the same payment, not a second one.
    expect(await provider().createPayment(order)).toEqual(created);
    expect(fake.payments.size).toBe(1);
  });

  it('reads a payment’s status from the API: pending, then paid, or cancelled', async () => {
    const { providerPaymentId } = await provider().createPayment({ ...order, idempotenceKey: 'k-2' });
    expect(await provider().paymentStatus(providerPaymentId)).toEqual({ status: 'pending', amountKopecks: 1_234_550, orderNum: 'К-000123' });
    fake.payments.get(providerPaymentId).status = 'succeeded';
    expect((await provider().paymentStatus(providerPaymentId)).status).toBe('succeeded');
    fake.payments.get(providerPaymentId).status = 'canceled';
    expect((await provider().paymentStatus(providerPaymentId)).status).toBe('canceled');
  });

  it('fails with a provider error on a refusal, an unknown payment or an unreachable API', async () => {
    await expect(yookassaProvider({ shopId: 'shop-1', secretKey: 'wrong', baseUrl }).createPayment(order)).rejects.toThrow(PaymentProviderError);
    await expect(provider().paymentStatus('no-such-payment')).rejects.toThrow(/404/);
    await expect(yookassaProvider({ shopId: 'shop-1', secretKey: 'secret-1', baseUrl: 'http://127.0.0.1:1' }).paymentStatus('x')).rejects.toThrow(
      PaymentProviderError,
    );
  });
});
