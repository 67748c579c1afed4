import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';

/** An e-mail the store wrote to its outbox folder (no SMTP in tests): one JSON file each, its attachments beside it. */
export interface OutboxMail {
  to: string;
  text: string;
  attachments?: { filename: string }[];
}

/** Every e-mail in the e2e server's outbox (DATA_DIR/outbox), newest first; attachment files are skipped. */
function outboxMails(): OutboxMail[] {
  const outbox = path.join(inject('dataDir'), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as OutboxMail);
}

/** Waits for the newest e-mail that `matches`, as long as a busy machine needs. */
export async function mailed(matches: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect.poll(() => (found = outboxMails().find(matches))).toBeDefined();
  return found!;
}
