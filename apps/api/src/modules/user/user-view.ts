import type { User } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { pendingTarget } from '../confirmation-codes/confirmation-codes.ts';
import { findUserById, type UserRecord } from './user.repository.ts';

/** The user as the wire shows it (spec §3 "User"). */
export function toUserView(user: UserRecord, pendingEmail: string | null): User {
  const org = user.organization;
  return {
    id: user.id,
    fid: user.fid,
    user_type: user.userType === 'legal' ? 'legal' : 'individual',
    FIO: user.fio.trim(),
    photo: user.photo,
    email: user.email,
    phone: user.phone,
    manager: user.manager && { FIO: user.manager.fio, email: user.manager.email, phone: user.manager.phone },
    organization_name: org?.name ?? '',
    inn: org?.inn ?? '',
    ogrn: org?.ogrn ?? '',
    kpp: org?.kpp ?? '',
    director: org?.director ?? '',
    access_level: { is_manager: user.isManager, is_main_manager: user.isMainManager },
    pending_email: pendingEmail,
  };
}

export async function getUserView(db: Db, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Пользователь не найден');
  return toUserView(user, await pendingTarget(db, 'email_change', userId));
}
