import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

/** One JSON file per message; names sort by time (then by order within this process) so the newest is last. */
export function outboxMailer(outboxDir: string, from: string): Mailer {
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(++sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}.json`;
      const stored = { from, ...message, sent_at: new Date().toISOString() };
      await fs.writeFile(path.join(outboxDir, name), `${JSON.stringify(stored, null, 2)}\n`);
    },
  };
}

export interface OutboxMessage extends MailMessage {
  from: string;
  sent_at: string;
}

/** Every message in an outbox folder, oldest first (tests and local development read it). */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as OutboxMessage));
}
