import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeYookassa } from '../../testing/fake-yookassa.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { fromAmountValue, toAmountValue, yookassaProvider } from './yookassa.ts';

describe('YooKassa client', () => {
  const fake = fakeYookassa();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());

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
    fake.settle(providerPaymentId, 'succeeded');
    expect((await provider().paymentStatus(providerPaymentId)).status).toBe('succeeded');
    fake.settle(providerPaymentId, 'canceled');
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
