import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, uniqueEmail, uniquePhone } from '../../testing/accounts.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { attemptLimits } from '../auth/rate-limit.ts';
import { duplicateMessages } from './logins.ts';

const limit = attemptLimits.taken_login;

describe('answers that tell whether an e-mail or phone has an account are limited', () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => `10.1.0.${++ipCounter}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Auth/registration/',
      remoteAddress: ip,
      payload: { user_type: 'contact', email, phone: uniquePhone(), FIO: 'Петров Пётр Петрович', password: 'secret-42', password_confirm: 'secret-42' },
    });
  const answerOf = (response: { statusCode: number; body: string }) => [response.statusCode, body(response).result.message];
  /** Accounts made one after another: sign-ups at once are each counted while they run. */
  const accounts = async (count: number) => {
    const made = [];
    for (let i = 0; i < count; i += 1) made.push(await register(t.app));
    return made;
  };

  it('sign-ups naming taken e-mails from one address stop at the limit; other addresses go on', async () => {
    const taken = await accounts(limit.perAddress + 1);
    const ip = nextIp();
    for (const account of taken.slice(0, limit.perAddress)) {
      expect(answerOf(await signUp(account.email, ip))).toEqual([409, duplicateMessages.email]);
    }
    expect(answerOf(await signUp(taken.at(-1)!.email, ip))).toEqual([429, limit.message]);
    expect(answerOf(await signUp(uniqueEmail(), ip))).toEqual([429, limit.message]);
    expect((await signUp(uniqueEmail(), nextIp())).statusCode).toBe(200);
  });

  it('counts refusals sent at once as sent one after another', async () => {
    const owner = await register(t.app);
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: limit.perAddress * 3 }, () => signUp(owner.email, ip)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 409 && status !== 429)).toEqual([]);
    // Those refused at once and those refused after them, one by one, together make the limit.
    let refused = statuses.filter((status) => status === 409).length;
    for (let i = 0; i <= limit.perAddress; i += 1) {
      const answer = await signUp(owner.email, ip);
      if (answer.statusCode === 429) break;
      expect(answer.statusCode).toBe(409);
      refused += 1;
    }
    expect(refused).toBe(limit.perAddress);
  });

  it('does not count sign-ups that went through (an office registers its people from one address)', async () => {
    const ip = nextIp();
    for (let i = 0; i <= limit.perAddress; i += 1) expect((await signUp(uniqueEmail(), ip)).statusCode).toBe(200);
  });

  it('limits a signed-in user trying other accounts’ e-mails and phones in the profile, whatever the address', async () => {
    const user = await register(t.app);
    const others = await accounts(limit.perAccount);
    const update = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/User/update/', remoteAddress: nextIp(), headers: { cookie: user.cookie }, payload });
    for (const [i, other] of others.entries()) {
      const taken = i % 2 === 0 ? { email: other.email } : { phone: other.phone };
      expect((await update({ FIO: 'Петров Пётр Петрович', ...taken })).statusCode).toBe(409);
    }
    expect(answerOf(await update({ FIO: 'Петров Пётр Петрович', email: others[0]!.email }))).toEqual([429, limit.message]);
    const changeEmail = await t.app.inject({
      method: 'POST',
      url: '/api/User/updateEmail/',
      remoteAddress: nextIp(),
      headers: { cookie: user.cookie },
      payload: { email: others[1]!.email },
    });
    expect(answerOf(changeEmail)).toEqual([429, limit.message]);
  });

  it('limits an employer inviting employees under other accounts’ e-mails, whatever the address', async () => {
    const employer = await register(t.app, 'company');
    const { organization_id } = await t.db.selectFrom('users').select('organization_id').where('id', '=', employer.id).executeTakeFirstOrThrow();
    const others = await accounts(limit.perAccount + 1);
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Employees/add/',
        remoteAddress: nextIp(),
        headers: { cookie: employer.cookie },
        payload: { fio: 'Новикова Анна Петровна', email, phone: uniquePhone(), position: 'Кладовщик', is_manager: false, organizations: [organization_id] },
      });
    for (const other of others.slice(0, limit.perAccount)) expect(answerOf(await invite(other.email))).toEqual([409, duplicateMessages.email]);
    expect(answerOf(await invite(others.at(-1)!.email))).toEqual([429, limit.message]);
  });
});
