import crypto from 'node:crypto';
import { normalizeEmail, normalizePhone } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { type NewOrganization, insertOrganization } from '../organization/organizations.repository.ts';
import { assertLoginsFree } from '../user/logins.ts';
import { insertUser, leastBusyManagerId } from '../user/user.repository.ts';
import { hashPassword } from './password.ts';

export interface RegistrationInput {
  email: string;
  phone: string;
  fio: string;
  password: string;
  userType: 'contact' | 'company';
  organization: NewOrganization | null;
}

/**
 * Creates the user (a contact becomes an individual buyer; a company also gets its organisation,
 * whose main manager the user becomes) in one transaction. Returns the new user's id.
 */
export async function registerUser(db: Db, input: RegistrationInput): Promise<number> {
  const settings = await getSettings(db);
  if (!settings.registration.enabled) throw forbidden('Регистрация отключена');
  const userType = input.userType === 'company' ? 'legal' : 'individual';
  if (!settings.allowed_user_types.includes(userType)) {
    throw badRequest('Регистрация этого типа недоступна', { user_type: 'Регистрация этого типа недоступна' });
  }
  const email = normalizeEmail(input.email);
  const phone = normalizePhone(input.phone) ?? input.phone.trim();
  await assertLoginsFree(db, { email, phone });

  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const organizationId = userType === 'legal' && input.organization ? await insertOrganization(trx, input.organization, now) : null;
      return insertUser(
        trx,
        {
          fid: crypto.randomUUID(),
          userType,
          fio: input.fio.trim().replace(/\s+/g, ' '),
          email,
          phone,
          passwordHash,
          managerId: await leastBusyManagerId(trx),
          organizationId,
          isMainManager: organizationId !== null,
        },
        now,
      );
    });
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index decides, the loser gets the same 409.
    await assertLoginsFree(db, { email, phone });
    throw error;
  }
}
