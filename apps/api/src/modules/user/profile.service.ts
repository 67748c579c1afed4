import { normalizeEmail, normalizePhone } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, unprocessable } from '../../http/errors.ts';
import type { Mailer } from '../../services/mailer.ts';
import { CODE_TTL_MS, consumeCode, issueCode } from '../auth/confirmation-codes.ts';
import { assertLoginsFree } from '../auth/registration.service.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { findUserById, updateOrganization, updateUser, type UserRecord } from './user.repository.ts';

interface Deps {
  db: Db;
  mailer: Mailer;
}

export const badEmailCodeMessage = 'Неверный или устаревший код';

async function requireUser(db: Db, userId: number): Promise<UserRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw forbidden();
  return user;
}

/**
 * Changes the e-mail at once, or, when settings ask for confirmation, leaves it as it is and
 * sends a code to the new address (applied by confirmEmailChange).
 */
export async function changeEmail(deps: Deps, userId: number, newEmail: string): Promise<void> {
  const user = await requireUser(deps.db, userId);
  const email = normalizeEmail(newEmail);
  if (email === user.email) return;
  await assertLoginsFree(deps.db, { email }, userId);
  const settings = await getSettings(deps.db);
  if (!settings.profile.need_confirm_to_change.email) {
    await updateUser(deps.db, userId, { email }, new Date().toISOString());
    return;
  }
  const code = await issueCode(deps.db, 'email_change', userId, email);
  await deps.mailer.send({
    to: email,
    subject: 'Подтверждение нового email',
    text: `Код для подтверждения нового адреса: ${code}\nКод действует ${CODE_TTL_MS / 60_000} минут. Если вы не меняли email в личном кабинете, проигнорируйте это письмо.`,
  });
}

export async function confirmEmailChange(deps: Deps, userId: number, code: string): Promise<void> {
  const user = await requireUser(deps.db, userId);
  const check = await consumeCode(deps.db, 'email_change', userId, code.trim());
  if (!check.ok) throw badRequest(badEmailCodeMessage, { code: badEmailCodeMessage });
  await assertLoginsFree(deps.db, { email: check.target }, userId);
  await updateUser(deps.db, userId, { email: check.target }, new Date().toISOString());
  await deps.mailer.send({
    to: user.email,
    subject: 'Email изменён',
    text: `Адрес для входа в личный кабинет изменён на ${check.target}. Если это были не вы, срочно свяжитесь с нами.`,
  });
}

/** Name and phone now; the e-mail through changeEmail (it may need a code). */
export async function updateProfile(deps: Deps, userId: number, input: { fio: string; phone?: string | undefined; email?: string | undefined }): Promise<void> {
  const user = await requireUser(deps.db, userId);
  const changes: { fio: string; phone?: string } = { fio: input.fio.trim().replace(/\s+/g, ' ') };
  if (input.phone !== undefined && input.phone.trim() !== '') {
    const phone = normalizePhone(input.phone) ?? input.phone.trim();
    if (phone !== user.phone) {
      const settings = await getSettings(deps.db);
      // No SMS service yet: when the store demands a confirmed phone, the change goes through the manager.
      if (settings.profile.need_confirm_to_change.phone) {
        throw unprocessable('Изменение телефона требует подтверждения. Обратитесь к персональному менеджеру', {
          phone: 'Изменение телефона требует подтверждения',
        });
      }
      await assertLoginsFree(deps.db, { phone }, userId);
      changes.phone = phone;
    }
  }
  if (input.email !== undefined && input.email.trim() !== '' && normalizeEmail(input.email) !== user.email) {
    // Checked before anything is written, so a taken address leaves the name and phone untouched too.
    await assertLoginsFree(deps.db, { email: normalizeEmail(input.email) }, userId);
  }
  await updateUser(deps.db, userId, changes, new Date().toISOString());
  if (input.email !== undefined && input.email.trim() !== '') await changeEmail(deps, userId, input.email);
}

/** Only the main manager of a company edits its requisites. */
export async function changeOrganization(
  db: Db,
  userId: number,
  requisites: { name: string; inn: string; kpp: string; ogrn: string; director: string },
): Promise<void> {
  const user = await requireUser(db, userId);
  if (user.organizationId === null || !user.isMainManager) {
    throw forbidden('Изменять реквизиты организации может только главный менеджер компании');
  }
  await updateOrganization(db, user.organizationId, requisites);
}
