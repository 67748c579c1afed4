import type { Camelize, User } from '@store/contracts';

/** The signed-in user as the pages use it: the wire's user plus the spec's derived flag (§3 User). */
export type SessionUser = Camelize<User> & {
  /** True for a manager or a main manager: what role checks ask. */
  isAnyManager: boolean;
};

export function toSessionUser(user: Camelize<User>): SessionUser {
  return { ...user, isAnyManager: user.accessLevel.isManager || user.accessLevel.isMainManager };
}
