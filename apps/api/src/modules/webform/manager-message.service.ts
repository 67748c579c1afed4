import { managerMessageFormName } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../services/mailer.ts';
import { findUserById } from '../user/user.repository.ts';
import { insertWebformMessage } from './webform.repository.ts';

/** Stores the message, then e-mails it to the sender's personal manager (the sales desk when there is none). */
export async function sendManagerMessage(
  deps: { db: Db; mailer: Mailer; salesEmail: string },
  input: { userId: number | null; email: string; comment: string },
): Promise<void> {
  const user = input.userId === null ? undefined : await findUserById(deps.db, input.userId);
  const recipient = user?.manager?.email || deps.salesEmail;
  await insertWebformMessage(
    deps.db,
    { formName: managerMessageFormName, userId: user?.id ?? null, email: input.email, comment: input.comment, recipient },
    new Date().toISOString(),
  );
  const sender = user ? `${user.fio.trim()} (${user.organization?.name || 'частное лицо'}), тел. ${user.phone}` : 'Гость сайта';
  await deps.mailer.send({
    to: recipient,
    subject: 'Сообщение менеджеру с сайта',
    text: `От: ${sender}\nEmail для ответа: ${input.email}\n\n${input.comment}`,
  });
}
