import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, consumeCode, issueCode, pendingTarget } from './confirmation-codes.ts';

describe('e-mailed confirmation codes', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    userId = (await register(t.app)).id;
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  it('issues 6-digit codes, consumed once, stored only as a hash', async () => {
    const code = await issueCode(t.db, 'email_change', userId, 'new@example.ru');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('confirmation_codes').select('code_hash').where('user_id', '=', userId).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
    expect(await pendingTarget(t.db, 'email_change', userId)).toBe('new@example.ru');
    expect(await consumeCode(t.db, 'email_change', userId, code)).toEqual({ ok: true, target: 'new@example.ru' });
    expect(await consumeCode(t.db, 'email_change', userId, code)).toEqual({ ok: false, reason: 'missing' });
  });

  it('works only for its purpose, and a new code replaces the old one', async () => {
    const first = await issueCode(t.db, 'email_change', userId, 'a@example.ru');
    expect((await consumeCode(t.db, 'password_restore', userId, first)).ok).toBe(false);
    const second = await issueCode(t.db, 'email_change', userId, 'b@example.ru');
    if (first !== second) expect((await consumeCode(t.db, 'email_change', userId, first)).ok).toBe(false);
    expect(await consumeCode(t.db, 'email_change', userId, second)).toEqual({ ok: true, target: 'b@example.ru' });
  });

  it(`is void after ${CODE_MAX_ATTEMPTS} wrong guesses`, async () => {
    const code = await issueCode(t.db, 'password_restore', userId, 'x@example.ru');
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      expect(await consumeCode(t.db, 'password_restore', userId, wrong(code))).toEqual({ ok: false, reason: 'wrong' });
    }
    expect((await consumeCode(t.db, 'password_restore', userId, code)).ok).toBe(false);
  });

  it(`expires after ${CODE_TTL_MS / 60_000} minutes`, async () => {
    const code = await issueCode(t.db, 'password_restore', userId, 'x@example.ru');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CODE_TTL_MS + 1000);
    expect(await pendingTarget(t.db, 'password_restore', userId)).toBeNull();
    expect(await consumeCode(t.db, 'password_restore', userId, code)).toEqual({ ok: false, reason: 'expired' });
  });
});
