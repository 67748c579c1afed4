import { formatMoney } from '@store/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { findTestGatewayPayment, finishTestGatewayPayment, signatureHeader, type TestGatewayEvent, testGatewaySignature } from './test-gateway.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const styles = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f2f4f7;color:#1d2433}
main{max-width:420px;margin:48px auto;padding:32px 24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;line-height:1.5}.amount{font-size:28px;font-weight:700;margin:8px 0 24px}
.note{font-size:13px;color:#5b6475}.actions{display:flex;gap:12px;flex-wrap:wrap}
button{flex:1;min-width:140px;padding:12px 16px;font-size:16px;border-radius:8px;border:1px solid #c9ced8;background:#fff;cursor:pointer}
button.pay{background:#1f5fd1;border-color:#1f5fd1;color:#fff}button:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}`;

function page(title: string, content: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${content}</main></body></html>`;
}

/**
 * The built-in test gateway's page (test-gateway.ts): the buyer pays or cancels; the gateway then notifies the
 * store's webhook, signed, as a real provider would, and sends the buyer back to the order's page. Not an API
 * operation (it stands in for the provider's site), so it is left out of the documentation.
 */
export const testGatewayRoutes: FastifyPluginAsync<{ db: Db; secret: string }> = async (app, { db, secret }) => {
  // The page's buttons post plain forms (no fields): accepted here only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get<{ Params: { id: string } }>('/Payment/testGateway/:id/', { schema: { hide: true } }, async (request, reply) => {
    const payment = await findTestGatewayPayment(db, request.params.id);
    if (!payment) throw notFound('Платёж не найден');
    const action = (name: string) => `/api/Payment/testGateway/${encodeURIComponent(payment.id)}/${name}/`;
    const content =
      payment.status === 'pending'
        ? `<h1>Тестовый платёжный шлюз</h1><p>${escapeHtml(payment.description)}</p>
<p class="amount">${escapeHtml(formatMoney(payment.amount))}</p>
<div class="actions"><form method="post" action="${action('pay')}"><button class="pay" type="submit">Оплатить</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Отменить</button></form></div>
<p class="note">Деньги не списываются: это тестовая оплата магазина.</p>`
        : `<h1>Тестовый платёжный шлюз</h1><p>${payment.status === 'succeeded' ? 'Платёж уже оплачен.' : 'Платёж отменён.'}</p>
<p><a href="${escapeHtml(payment.return_url)}">Вернуться в магазин</a></p>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Оплата заказа', content));
  });

  const finish = (event: TestGatewayEvent, status: 'succeeded' | 'canceled') =>
    app.post<{ Params: { id: string } }>(
      `/Payment/testGateway/:id/${status === 'succeeded' ? 'pay' : 'cancel'}/`,
      { schema: { hide: true } },
      async (request, reply) => {
        const payment = await findTestGatewayPayment(db, request.params.id);
        if (!payment) throw notFound('Платёж не найден');
        if (await finishTestGatewayPayment(db, payment.id, status)) {
          // The notification a provider sends to the shop's webhook, signed with the gateway's secret.
          const notified = await app.inject({
            method: 'POST',
            url: '/api/Payment/notification/',
            headers: { [signatureHeader]: testGatewaySignature(secret, payment.id, event) },
            payload: { type: 'notification', event, object: { id: payment.id } },
          });
          if (notified.statusCode !== 200) request.log.warn({ status: notified.statusCode, body: notified.body }, 'test gateway notification refused');
        }
        return reply.redirect(payment.return_url, 303);
      },
    );
  finish('payment.succeeded', 'succeeded');
  finish('payment.canceled', 'canceled');
};
