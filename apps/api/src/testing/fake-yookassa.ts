import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
/** A payment as the fake keeps and answers it. */
type FakePayment = Json & { id: string; status: 'pending' | 'succeeded' | 'canceled' };

/** A local stand-in for YooKassa's API: keeps payments, answers the same payment for a repeated idempotence key. */
export function fakeYookassa() {
  const requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Json | undefined }[] = [];
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, FakePayment>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Json) : undefined;
      requests.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const send = (status: number, payload: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (request.headers.authorization !== `Basic ${Buffer.from('shop-1:secret-1').toString('base64')}`)
        return send(401, { type: 'error', code: 'invalid_credentials' });
      if (request.method === 'POST' && request.url === '/v3/payments') {
        const key = String(request.headers['idempotence-key']);
        const existing = byKey.get(key);
        if (existing) return send(200, existing);
        const id = `2d${payments.size + 1}-000f-5000-9000-1b68e7b15f3f`;
        const payment: FakePayment = {
          id,
          status: 'pending',
          paid: false,
          amount: body?.amount,
          confirmation: { type: 'redirect', confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}` },
          description: body?.description,
          metadata: body?.metadata,
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
  let baseUrl = '';
  return {
    server,
    baseUrl: () => baseUrl,
    requests,
    payments,
    /** What the payer did at YooKassa: the payment's status from now on. */
    settle(id: string, status: FakePayment['status']) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      payment.status = status;
    },
    /** Listens on a free local port; answers the base URL to give the client. */
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return baseUrl;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
