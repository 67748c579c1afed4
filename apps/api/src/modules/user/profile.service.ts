import { normalizeEmail, normalizePhone } from '@store/contracts';
import type { Db, Trx } from '../../db/database.ts';
import { badRequest, forbidden, HttpError, tooManyRequests, unprocessable } from '../../http/errors.ts';
import type { Mailer } from '../../services/mailer.ts';
import { CODE_TTL_MS, consumeCode, issuedWithin, issueCode } from '../confirmation-codes/confirmation-codes.ts';
import { assertLoginsFree } from './logins.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { organizationMessages } from '../organization/organization-messages.ts';
import { updateOrganization } from '../organization/organizations.repository.ts';
import { findUserById, updateUser, type UserRecord } from './user.repository.ts';

interface Deps {
  db: Db;
  mailer: Mailer;
}

export const badEmailCodeMessage = 'Неверный или устаревший код';
export const emailCodeTooSoonMessage = 'Код уже отправлен — запросить новый можно через минуту';
/** Each code is a mail to an address the user names, and a fresh code comes with fresh guesses: one a minute. */
const codeResendAfterMs = 60_000;

/** The signed-in user as stored; 403 when the session's user is gone. */
export async function requireUser(db: Db, userId: number): Promise<UserRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw forbidden();
  return user;
}

/**
 * Within the caller's transaction: changes the e-mail at once, or, when settings ask for confirmation, leaves
 * it as it is and issues a code for the new address. Returns that code, to be mailed after commit.
 */
async function startEmailChange(trx: Trx, user: UserRecord, email: string): Promise<string | null> {
  if (email === user.email) return null;
  await assertLoginsFree(trx, { email }, user.id);
  const settings = await getSettings(trx);
  if (!settings.profile.need_confirm_to_change.email) {
    await updateUser(trx, user.id, { email }, new Date().toISOString());
    return null;
  }
  if (await issuedWithin(trx, 'email_change', user.id, codeResendAfterMs)) throw tooManyRequests(emailCodeTooSoonMessage);
  return issueCode(trx, 'email_change', user.id, email);
}

async function mailEmailChangeCode(mailer: Mailer, email: string, code: string): Promise<void> {
  await mailer.send({
    to: email,
    subject: 'Подтверждение нового email',
    text: `Код для подтверждения нового адреса: ${code}\nКод действует ${CODE_TTL_MS / 60_000} минут. Если вы не меняли email в личном кабинете, проигнорируйте это письмо.`,
  });
}

/** Changes the e-mail at once, or sends a code to the new address (applied by confirmEmailChange). */
export async function changeEmail(deps: Deps, userId: number, newEmail: string): Promise<void> {
  const email = normalizeEmail(newEmail);
  const code = await deps.db.transaction().execute(async (trx) => startEmailChange(trx, await requireUser(trx, userId), email));
  if (code !== null) await mailEmailChangeCode(deps.mailer, email, code);
}

/** Applies the new e-mail with its code; a failed write leaves the code usable. */
export async function confirmEmailChange(deps: Deps, userId: number, code: string): Promise<void> {
  const change = await deps.db.transaction().execute(async (trx) => {
    const user = await requireUser(trx, userId);
    const check = await consumeCode(trx, 'email_change', userId, code.trim());
    if (!check.ok) return null;
    await assertLoginsFree(trx, { email: check.target }, userId);
    await updateUser(trx, userId, { email: check.target }, new Date().toISOString());
    return { previous: user.email, email: check.target };
  });
  if (!change) throw badRequest(badEmailCodeMessage, { code: badEmailCodeMessage });
  await deps.mailer.send({
    to: change.previous,
    subject: 'Email изменён',
    text: `Адрес для входа в личный кабинет изменён на ${change.email}. Если это были не вы, срочно свяжитесь с нами.`,
  });
}

/** Name, phone and e-mail in one transaction: a refused e-mail or phone leaves the name untouched too. */
export async function updateProfile(deps: Deps, userId: number, input: { fio: string; phone?: string | undefined; email?: string | undefined }): Promise<void> {
  const email = input.email !== undefined && input.email.trim() !== '' ? normalizeEmail(input.email) : null;
  const phone = input.phone !== undefined && input.phone.trim() !== '' ? (normalizePhone(input.phone) ?? input.phone.trim()) : null;
  const code = await deps.db
    .transaction()
    .execute(async (trx) => {
      const user = await requireUser(trx, userId);
      const changes: { fio: string; phone?: string } = { fio: input.fio.trim().replace(/\s+/g, ' ') };
      if (phone !== null && phone !== user.phone) {
        const settings = await getSettings(trx);
        // No SMS service yet: when the store demands a confirmed phone, the change goes through the manager.
        if (settings.profile.need_confirm_to_change.phone) {
          throw unprocessable('Изменение телефона требует подтверждения. Обратитесь к персональному менеджеру', {
            phone: 'Изменение телефона требует подтверждения',
          });
        }
        await assertLoginsFree(trx, { phone }, userId);
        changes.phone = phone;
      }
      await updateUser(trx, userId, changes, new Date().toISOString());
      return email === null ? null : startEmailChange(trx, user, email);
    })
    .catch(async (error: unknown) => {
      // Another account took the phone meanwhile: its unique index refused this one, said here as the check says it.
      if (!(error instanceof HttpError) && phone !== null) await assertLoginsFree(deps.db, { phone }, userId);
      throw error;
    });
  if (email !== null && code !== null) await mailEmailChangeCode(deps.mailer, email, code);
}

/** Only the main manager of a company edits its requisites. */
export async function changeOrganization(
  db: Db,
  userId: number,
  requisites: { name: string; inn: string; kpp: string; ogrn: string; director: string },
): Promise<void> {
  const user = await requireUser(db, userId);
  if (user.organizationId === null || !user.isMainManager) {
    throw forbidden(organizationMessages.ownMainManagerOnly);
  }
  await updateOrganization(db, user.organizationId, requisites);
}
