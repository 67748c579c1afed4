import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, outbox, type TestApp } from '../../testing/test-app.ts';
import { uploadsFullMessage } from './lead-message.service.ts';

const boundary = '----lead-form-test-boundary';
type Upload = { name: string; content: Buffer; type?: string };

function multipart(fields: Record<string, string | string[]>, files: Upload[] = []) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
  }
  files.forEach((file, index) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files[${index}]"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pdf = (name: string, text = 'спецификация') => ({ name, content: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`) });
// A Windows program (MZ header) and a web page, both named as a PDF: the content decides, not the name.
const executable = { name: 'spec.pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]) };
const html = { name: 'spec.pdf', content: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>') };

const wholesale = {
  form_name: 'WHOLESALE',
  fio: 'Петров Пётр',
  company: 'ООО «Стройметиз»',
  email: 'petrov@stroymetiz.ru',
  phone: '+7 (999) 123-45-67',
  delivery: 'pickup',
  consent: 'on',
};

describe('lead forms: Webform/getForm/, sendMessage with files, staged uploads', () => {
  let t: TestApp;
  let filesDir: string;
  let address = 0;
  // Every test posts from its own address, so the per-address limit counts only its own messages.
  const nextAddress = () => `10.0.13.${++address}`;
  beforeAll(async () => {
    t = await createTestApp();
    filesDir = path.join(path.dirname(t.outboxDir), 'lead-files');
  });
  afterAll(() => t.close());

  const send = (form: ReturnType<typeof multipart>, options: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Webform/sendMessage/',
      payload: form.payload,
      headers: { ...form.headers, ...(options.cookie && { cookie: options.cookie }) },
      remoteAddress: options.ip ?? nextAddress(),
    });
  const storedFiles = async () => (await fs.readdir(filesDir).catch(() => [])).sort();
  const submissions = async (formCode: string) => t.db.selectFrom('lead_submissions').selectAll().where('form_code', '=', formCode).execute();

  it('answers a seeded form by its code with its fields, and 404 for an unknown code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Webform/getForm/?form_code=WHOLESALE' });
    expect(response.statusCode).toBe(200);
    const form = body(response).result;
    expect(form).toMatchObject({ form_code: 'WHOLESALE', title: 'Оптовый запрос' });
    expect(form.fields.find((field: { type: string }) => field.type === 'file')).toMatchObject({ name: 'specification', required: true, max_files: 3 });
    for (const code of ['CALLBACK', 'PRICE_REQUEST', 'FASTENER_SELECTION']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/Webform/getForm/?form_code=${code}` })).statusCode).toBe(200);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/Webform/getForm/?form_code=NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).result.message).toBe('Форма не найдена');
  });

  it('stores a valid message with two files and e-mails them to the sales desk as attachments', async () => {
    const response = await send(multipart({ ...wholesale, comment: 'Срочно' }, [pdf('spec-1.pdf', 'первая'), pdf('spec-2.pdf', 'вторая')]));
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ status: 'ok', result: { message: 'Заявка успешно отправлена' } });
    const [stored] = await submissions('WHOLESALE');
    expect(stored).toMatchObject({ recipient: 'sales@krepkomplekt.ru' });
    expect(JSON.parse(stored!.data)).toMatchObject({
      fio: 'Петров Пётр',
      consent: true,
      specification: [{ name: 'spec-1.pdf', type: 'application/pdf' }, { name: 'spec-2.pdf' }],
    });
    expect(await storedFiles()).toHaveLength(2);

    await t.app.outbox.runOnce();
    const mail = (await outbox(t)).find((message) => message.subject === 'Оптовый запрос: заявка с сайта')!;
    expect(mail.to).toBe('sales@krepkomplekt.ru');
    expect(mail.text).toContain('ФИО: Петров Пётр');
    expect(mail.text).toContain('Получение: Самовывоз');
    expect(mail.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      ['spec-1.pdf', 'application/pdf'],
      ['spec-2.pdf', 'application/pdf'],
    ]);
    expect(await fs.readFile(path.join(t.outboxDir, mail.attachments![1]!.file), 'utf8')).toContain('вторая');
  });

  it('refuses a file over the size limit, a disguised executable, an HTML file and too many files, keeping nothing', async () => {
    const before = await storedFiles();
    const large = await send(multipart(wholesale, [{ name: 'big.pdf', content: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) }]));
    expect(large.statusCode).toBe(413);
    expect(body(large).result.message).toBe('Файл big.pdf больше 10 MB');

    const program = await send(multipart(wholesale, [executable]));
    expect(program.statusCode).toBe(400);
    expect(body(program).result.fields).toEqual({ specification: 'Недопустимый тип файла: spec.pdf' });

    const page = await send(multipart(wholesale, [html]));
    expect(page.statusCode).toBe(400);
    expect(body(page).result.fields).toEqual({ specification: 'Недопустимый тип файла: spec.pdf' });

    const many = await send(multipart(wholesale, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')]));
    expect(many.statusCode).toBe(400);
    expect(body(many).result.fields).toEqual({ specification: 'Максимум 3 файла' });

    expect(await storedFiles()).toEqual(before);
    expect(await submissions('WHOLESALE')).toHaveLength(1);
  });

  it('names a missing required field and a missing file with the spec messages', async () => {
    const { fio: _fio, ...withoutName } = wholesale;
    const response = await send(multipart(withoutName));
    expect(response.statusCode).toBe(400);
    expect(body(response).result).toEqual({
      message: 'Проверьте правильность заполнения полей',
      fields: { fio: 'Обязательное поле', specification: 'Минимум 1 файл' },
    });
    const unknown = await send(multipart({ ...wholesale, admin: '1' }, [pdf('a.pdf')]));
    expect(body(unknown).result.fields).toEqual({ admin: 'Неизвестное поле' });
    const noForm = await send(multipart({ form_name: 'NOPE', name: 'x' }));
    expect(body(noForm).result.fields).toEqual({ form_name: 'Неизвестная форма' });
  });

  it('carries a product page’s hidden data into the request for a price', async () => {
    const response = await send(
      multipart({ form_name: 'PRICE_REQUEST', name: 'Анна', email: 'anna@example.ru', product: 'Болт М10х50 DIN 933 (арт. 933-10-50)', consent: 'on' }),
    );
    expect(response.statusCode).toBe(200);
    await t.app.outbox.runOnce();
    const mail = (await outbox(t)).find((message) => message.subject === 'Запросить цену: заявка с сайта')!;
    expect(mail.text).toContain('product: Болт М10х50 DIN 933 (арт. 933-10-50)');
  });

  it('carries a service page’s name into the order of the service', async () => {
    const response = await send(multipart({ form_name: 'SERVICE_ORDER', name: 'Анна', phone: '8 999 123-45-67', service: 'Цинкование', consent: 'on' }));
    expect(response.statusCode).toBe(200);
    await t.app.outbox.runOnce();
    const mail = (await outbox(t)).find((message) => message.subject === 'Заказать услугу: заявка с сайта')!;
    expect(mail.text).toContain('service: Цинкование');
  });

  it('stops a flood from one address and quietly drops a bot that fills the honeypot', async () => {
    const ip = '10.0.99.1';
    const callback = { form_name: 'CALLBACK', name: 'Иван', phone: '8 999 123-45-67', consent: 'on' };
    for (let index = 0; index < 10; index += 1) expect((await send(multipart(callback), { ip })).statusCode).toBe(200);
    const flood = await send(multipart(callback), { ip });
    expect(flood.statusCode).toBe(429);
    expect(body(flood).result.message).toBe('Слишком много заявок. Попробуйте через час');
    expect(await submissions('CALLBACK')).toHaveLength(10);

    const bot = await send(multipart({ ...callback, name: 'Бот', website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(200);
    expect(await submissions('CALLBACK')).toHaveLength(10);
  });

  it('counts messages sent at once as sent one after another', async () => {
    const ip = '10.0.99.2';
    const callback = { form_name: 'CALLBACK', name: 'Залп', phone: '8 999 123-45-68', consent: 'on' };
    const statuses = (await Promise.all(Array.from({ length: 15 }, () => send(multipart(callback), { ip })))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    let accepted = statuses.filter((status) => status === 200).length;
    for (let index = 0; index <= 10; index += 1) {
      const response = await send(multipart(callback), { ip });
      if (response.statusCode === 429) break;
      accepted += 1;
    }
    expect(accepted).toBe(10);
    const stored = await t.db.selectFrom('lead_submissions').select('id').where('address', '=', ip).execute();
    expect(stored).toHaveLength(10);
  });

  it('limits uploads from one address, new session or not, keeping nothing of a refused one', async () => {
    const ip = '10.0.99.3';
    const upload = () => {
      const form = multipart({ form_name: 'WHOLESALE' }, [pdf('drawing.pdf')]);
      return t.app.inject({ method: 'POST', url: '/api/Webform/uploadFiles/', payload: form.payload, headers: form.headers, remoteAddress: ip });
    };
    for (let index = 0; index < 10; index += 1) expect((await upload()).statusCode).toBe(200);
    const before = await storedFiles();
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(body(refused).result.message).toBe('Слишком много загрузок файлов. Попробуйте через час');
    expect(await storedFiles()).toEqual(before);
  });

  it('stages files per session, removes one by file_id before sending, and sends the rest', async () => {
    const upload = (files: Upload[], cookie = '') =>
      t.app.inject({
        method: 'POST',
        url: '/api/Webform/uploadFiles/',
        ...(() => {
          const form = multipart({ form_name: 'WHOLESALE' }, files);
          return { payload: form.payload, headers: { ...form.headers, ...(cookie && { cookie }) } };
        })(),
      });
    const first = await upload([pdf('keep.pdf', 'оставить'), pdf('drop.pdf', 'удалить')]);
    expect(first.statusCode).toBe(200);
    const cookie = first.headers['set-cookie']!.toString().split(';')[0]!;
    const [keep, drop] = body(first).result as { file_id: string; name: string; type: string; size: number }[];
    expect(keep).toMatchObject({ name: 'keep.pdf', type: 'application/pdf' });

    // Another visitor cannot remove it; its owner can, once.
    const stranger = await t.app.inject({ method: 'POST', url: '/api/Webform/removeFile/', payload: { file_id: drop!.file_id } });
    expect(stranger.statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'POST', url: '/api/Webform/removeFile/', payload: { file_id: drop!.file_id }, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect(await storedFiles()).not.toContain(drop!.file_id);
    const again = await t.app.inject({ method: 'POST', url: '/api/Webform/removeFile/', payload: { file_id: drop!.file_id }, headers: { cookie } });
    expect(again.statusCode).toBe(404);

    // The staged count counts toward the form's limit.
    const over = await upload([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')], cookie);
    expect(body(over).result.fields).toEqual({ specification: 'Максимум 3 файла' });

    const removedId = await send(multipart({ ...wholesale, file_ids: drop!.file_id }), { cookie });
    expect(removedId.statusCode).toBe(404);
    const sent = await send(multipart({ ...wholesale, fio: 'Сидоров Семён', file_ids: keep!.file_id }), { cookie });
    expect(sent.statusCode).toBe(200);
    await t.app.outbox.runOnce();
    const mail = (await outbox(t)).find((message) => message.text.includes('Сидоров Семён'))!;
    expect(mail.attachments?.map((file) => file.filename)).toEqual(['keep.pdf']);
    // Sent, it is no longer the session's to remove.
    const late = await t.app.inject({ method: 'POST', url: '/api/Webform/removeFile/', payload: { file_id: keep!.file_id }, headers: { cookie } });
    expect(late.statusCode).toBe(404);
  });
});

describe('room for staged uploads, all visitors together (UPLOADS_PENDING_MAX_MB)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOADS_PENDING_MAX_MB: '1' } });
  });
  afterAll(() => t.close());

  const filesDir = () => path.join(path.dirname(t.outboxDir), 'lead-files');
  const storedFiles = async () => (await fs.readdir(filesDir()).catch(() => [])).sort();
  const bigPdf = (name: string) => ({ name, content: Buffer.concat([pdf(name).content, Buffer.alloc(600 * 1024, 0x20)]) });
  const upload = (name: string, ip: string) => {
    const form = multipart({ form_name: 'WHOLESALE' }, [bigPdf(name)]);
    return t.app.inject({ method: 'POST', url: '/api/Webform/uploadFiles/', payload: form.payload, headers: form.headers, remoteAddress: ip });
  };

  it('refuses an upload past the room with 503, keeping nothing of it, and takes it once room is made', async () => {
    const first = await upload('first.pdf', '10.0.14.1');
    expect(first.statusCode).toBe(200);
    const before = await storedFiles();
    const refused = await upload('second.pdf', '10.0.14.2');
    expect([refused.statusCode, body(refused).result.message]).toEqual([503, uploadsFullMessage]);
    expect(await storedFiles()).toEqual(before);

    const cookie = first.headers['set-cookie']!.toString().split(';')[0]!;
    const [staged] = body(first).result as { file_id: string }[];
    const removed = await t.app.inject({ method: 'POST', url: '/api/Webform/removeFile/', payload: { file_id: staged!.file_id }, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect((await upload('second.pdf', '10.0.14.2')).statusCode).toBe(200);
  });
});
