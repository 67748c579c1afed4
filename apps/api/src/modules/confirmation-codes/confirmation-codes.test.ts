import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, type CodePurpose, consumeCode, issueCode, pendingTarget } from './confirmation-codes.ts';

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
  // Each call in its own transaction, as a service would make it.
  const issue = (purpose: CodePurpose, target: string) => t.db.transaction().execute((trx) => issueCode(trx, purpose, userId, target));
  const consume = (purpose: CodePurpose, code: string) => t.db.transaction().execute((trx) => consumeCode(trx, purpose, userId, code));

  it('issues 6-digit codes, consumed once, stored only as a hash', async () => {
    const code = await issue('email_change', 'new@example.ru');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('confirmation_codes').select('code_hash').where('user_id', '=', userId).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
    expect(await pendingTarget(t.db, 'email_change', userId)).toBe('new@example.ru');
    expect(await consume('email_change', code)).toEqual({ ok: true, target: 'new@example.ru' });
    expect(await consume('email_change', code)).toEqual({ ok: false, reason: 'missing' });
  });

  it('works only for its purpose, and a new code replaces the old one', async () => {
    const first = await issue('email_change', 'a@example.ru');
    expect((await consume('password_restore', first)).ok).toBe(false);
    const second = await issue('email_change', 'b@example.ru');
    if (first !== second) expect((await consume('email_change', first)).ok).toBe(false);
    expect(await consume('email_change', second)).toEqual({ ok: true, target: 'b@example.ru' });
  });

  it(`is void after ${CODE_MAX_ATTEMPTS} wrong guesses`, async () => {
    const code = await issue('password_restore', 'x@example.ru');
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      expect(await consume('password_restore', wrong(code))).toEqual({ ok: false, reason: 'wrong' });
    }
    expect((await consume('password_restore', code)).ok).toBe(false);
  });

  it('takes a code once when several checks of it arrive together', async () => {
    const code = await issue('email_change', 'twice@example.ru');
    const results = await Promise.all(Array.from({ length: CODE_MAX_ATTEMPTS }, () => consume('email_change', code)));
    expect(results.filter((result) => result.ok)).toEqual([{ ok: true, target: 'twice@example.ru' }]);
  });

  it(`compares no more than ${CODE_MAX_ATTEMPTS} guesses of a code however many arrive together`, async () => {
    const code = await issue('password_restore', 'x@example.ru');
    const guesses = Array.from({ length: 2 * CODE_MAX_ATTEMPTS }, () => consume('password_restore', wrong(code)));
    const reasons = (await Promise.all(guesses)).map((result) => (result.ok ? 'ok' : result.reason));
    expect(reasons.filter((reason) => reason === 'wrong')).toHaveLength(CODE_MAX_ATTEMPTS);
    expect(await consume('password_restore', code)).toEqual({ ok: false, reason: 'missing' });
  });

  it(`expires after ${CODE_TTL_MS / 60_000} minutes`, async () => {
    const code = await issue('password_restore', 'x@example.ru');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CODE_TTL_MS + 1000);
    expect(await pendingTarget(t.db, 'password_restore', userId)).toBeNull();
    expect(await consume('password_restore', code)).toEqual({ ok: false, reason: 'expired' });
  });
});
