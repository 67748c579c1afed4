import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { body, createTestApp, outbox, type TestApp } from '../../testing/test-app.ts';

function multipart(fields: Record<string, string>, file?: { name: string; content: string }) {
  const boundary = '----storefront-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n`);
  }
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/Webform/sendMessage/ (message to the personal manager)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (form: ReturnType<typeof multipart>, cookie = '') =>
    t.app.inject({ method: 'POST', url: '/api/Webform/sendMessage/', payload: form.payload, headers: { ...form.headers, ...(cookie ? { cookie } : {}) } });

  it('stores a signed-in user’s multipart message and e-mails it to their manager', async () => {
    const account = await register(t.app);
    const manager = await t.db
      .selectFrom('users')
      .leftJoin('managers', 'managers.id', 'users.manager_id')
      .select('managers.email')
      .where('users.id', '=', account.id)
      .executeTakeFirstOrThrow();
    const response = await send(
      multipart({ form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: account.email, comment: 'Нужен счёт на 500 болтов М10' }),
      account.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ status: 'ok', result: { message: 'Сообщение отправлено' } });

    const recipient = manager.email ?? 'sales@krepkomplekt.ru';
    const stored = await t.db.selectFrom('webform_messages').selectAll().where('user_id', '=', account.id).execute();
    expect(stored).toMatchObject([{ form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: account.email, comment: 'Нужен счёт на 500 болтов М10', recipient }]);
    const mail = (await outbox(t)).at(-1)!;
    expect(mail.to).toBe(recipient);
    expect(mail.subject).toBe('Сообщение менеджеру с сайта');
    expect(mail.text).toContain('Нужен счёт на 500 болтов М10');
    expect(mail.text).toContain(account.email);
  });

  it('accepts JSON from a guest and sends it to the sales desk', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Webform/sendMessage/',
      payload: { form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: 'guest@example.ru', comment: 'Есть ли анкеры 12х100?' },
    });
    expect(response.statusCode).toBe(200);
    const stored = await t.db.selectFrom('webform_messages').selectAll().where('email', '=', 'guest@example.ru').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: null, recipient: 'sales@krepkomplekt.ru' });
    expect((await outbox(t)).at(-1)).toMatchObject({ to: 'sales@krepkomplekt.ru' });
  });

  it('requires a valid e-mail and a comment, with Russian messages', async () => {
    const response = await send(multipart({ form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: 'no-at-sign', comment: '  ' }));
    expect(response.statusCode).toBe(400);
    expect(body(response).result.fields).toEqual({ email: 'Некорректный email', comment: 'Обязательное поле' });
    const missing = await send(multipart({ form_name: 'WEBFORM_MESSAGE_TO_MANAGER' }));
    expect(body(missing).result.fields).toEqual({ email: 'Обязательное поле', comment: 'Обязательное поле' });
  });

  it('rejects unknown forms, unknown fields and files', async () => {
    const form = await send(multipart({ form_name: 'SOMETHING_ELSE', email: 'a@example.ru', comment: 'x' }));
    expect(form.statusCode).toBe(400);
    expect(body(form).result.fields).toHaveProperty('form_name');
    const extra = await send(multipart({ form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: 'a@example.ru', comment: 'x', admin: '1' }));
    expect(extra.statusCode).toBe(400);
    expect(body(extra).result.fields).toHaveProperty('admin');
    const file = await send(
      multipart({ form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: 'a@example.ru', comment: 'x' }, { name: 'files[0]', content: 'hello' }),
    );
    expect(file.statusCode).toBe(400);
    expect(body(file)).toEqual({ status: 'error', result: { message: 'Эта форма не принимает файлы' } });
    expect(await t.db.selectFrom('webform_messages').select('id').where('comment', '=', 'x').execute()).toEqual([]);
  });

  it('refuses a truncated body, a wrong boundary and an overlong comment in the envelope, storing nothing', async () => {
    const form = multipart({ form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: 'cut@example.ru', comment: 'Обрезанное сообщение' });
    const truncated = await send({ ...form, payload: form.payload.slice(0, -30) });
    expect(truncated.statusCode).toBe(400);
    expect(body(truncated)).toEqual({ status: 'error', result: { message: 'Некорректные данные формы' } });
    const wrongBoundary = await send({ ...form, headers: { 'content-type': 'multipart/form-data; boundary=another' } });
    expect(wrongBoundary.statusCode).toBe(400);
    expect(body(wrongBoundary).result.message).toBe('Некорректные данные формы');
    // The parser would cut the comment at its size limit; the cut text must not go out as the whole message.
    const overlong = await send(multipart({ form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: 'cut@example.ru', comment: 'б'.repeat(10_000) }));
    expect(overlong.statusCode).toBe(413);
    expect(body(overlong)).toEqual({ status: 'error', result: { message: 'Слишком большой запрос' } });
    expect(await t.db.selectFrom('webform_messages').select('id').where('email', '=', 'cut@example.ru').execute()).toEqual([]);
  });

  it('blocks a cross-site post (CSRF)', async () => {
    const form = multipart({ form_name: 'WEBFORM_MESSAGE_TO_MANAGER', email: 'a@example.ru', comment: 'spam' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Webform/sendMessage/',
      payload: form.payload,
      headers: { ...form.headers, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});
