import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, readOutbox } from './mailer.ts';

describe('mailer', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('writes one JSON file per message to the outbox when no SMTP_URL is set, oldest first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    dirs.push(dir);
    const mailer = createMailer({ from: 'Магазин <shop@example.ru>', outboxDir: path.join(dir, 'outbox') });
    for (let i = 1; i <= 3; i += 1) await mailer.send({ to: 'a@example.ru', subject: `Письмо ${i}`, text: 'Текст' });
    expect(fs.readdirSync(path.join(dir, 'outbox')).filter((name) => name.endsWith('.json'))).toHaveLength(3);
    const messages = await readOutbox(path.join(dir, 'outbox'));
    expect(messages.map((m) => m.subject)).toEqual(['Письмо 1', 'Письмо 2', 'Письмо 3']);
    expect(messages[0]).toMatchObject({ from: 'Магазин <shop@example.ru>', to: 'a@example.ru', text: 'Текст' });
  });

  it('writes each attachment beside its message and describes it in the JSON', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    dirs.push(dir);
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ from: 'shop@example.ru', outboxDir });
    const content = Buffer.from('%PDF-1.3 test');
    await mailer.send({
      to: 'a@example.ru',
      subject: 'Счёт',
      text: 'Во вложении',
      attachments: [{ filename: 'Счёт № 1.pdf', contentType: 'application/pdf', content }],
    });
    const [message] = await readOutbox(outboxDir);
    expect(message?.attachments).toEqual([{ filename: 'Счёт № 1.pdf', contentType: 'application/pdf', file: expect.stringMatching(/\.1\.pdf$/) }]);
    expect(fs.readFileSync(path.join(outboxDir, message?.attachments?.[0]?.file ?? ''))).toEqual(content);
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(path.join(os.tmpdir(), 'no-such-outbox-dir'))).toEqual([]);
  });
});
