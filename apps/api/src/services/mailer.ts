import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a message, in nodemailer's shape: its bytes, or the path of a file read when it is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content?: Buffer;
  path?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** The e-mail interface (ARCHITECTURE.md "Outside services"): SMTP in production, an outbox folder otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.outboxDir, options.from);
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

let sequence = 0;

/** An attachment as the outbox folder keeps it: described in the message's JSON, its bytes in a file beside it. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** The file's name in the outbox folder. */
  file: string;
}

/**
 * One JSON file per message; names sort by time (then by order within this process) so the newest is last. Each
 * attachment is written beside it as `{message}.{n}{extension}`, so it opens as it would from a mail client.
 */
export function outboxMailer(outboxDir: string, from: string): Mailer {
  return {
    async send({ attachments = [], ...message }) {
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = `${stamp}-${String(++sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}`;
      const stored: StoredAttachment[] = [];
      for (const [index, attachment] of attachments.entries()) {
        const file = `${base}.${index + 1}${path.extname(attachment.filename)}`;
        await fs.writeFile(path.join(outboxDir, file), attachment.path ? await fs.readFile(attachment.path) : (attachment.content ?? ''));
        stored.push({ filename: attachment.filename, contentType: attachment.contentType, file });
      }
      const record = { from, ...message, ...(stored.length > 0 && { attachments: stored }), sent_at: new Date().toISOString() };
      await fs.writeFile(path.join(outboxDir, `${base}.json`), `${JSON.stringify(record, null, 2)}\n`);
    },
  };
}

export interface OutboxMessage extends Omit<MailMessage, 'attachments'> {
  from: string;
  sent_at: string;
  attachments?: StoredAttachment[];
}

/** Every message in an outbox folder, oldest first (tests and local development read it). */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as OutboxMessage));
}
