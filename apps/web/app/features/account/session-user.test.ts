import type { Camelize, User } from '@store/contracts';
import { describe, expect, it } from 'vitest';
import { toSessionUser } from './session-user';

const withAccess = (isManager: boolean, isMainManager: boolean) => ({ accessLevel: { isManager, isMainManager } }) as Camelize<User>;

describe('toSessionUser', () => {
  it('derives isAnyManager: true when either manager flag is set (spec §3)', () => {
    expect(toSessionUser(withAccess(false, false)).isAnyManager).toBe(false);
    expect(toSessionUser(withAccess(true, false)).isAnyManager).toBe(true);
    expect(toSessionUser(withAccess(false, true)).isAnyManager).toBe(true);
    expect(toSessionUser(withAccess(true, true)).isAnyManager).toBe(true);
  });
});
