import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addEmployee, getUser, login, register, sessionCookie, type TestAccount, uniqueEmail, validCompany } from '../../testing/accounts.ts';
import { body, createTestApp, outbox, type TestApp } from '../../testing/test-app.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';

// Writes that fail on demand, to show that a profile change leaves nothing half-done.
const failing = vi.hoisted(() => ({ userUpdate: false, codeIssue: false }));
const injected = () => Promise.reject(new Error('injected write failure'));
vi.mock('./user.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./user.repository.ts')>();
  return { ...actual, updateUser: (...args: Parameters<typeof actual.updateUser>) => (failing.userUpdate ? injected() : actual.updateUser(...args)) };
});
vi.mock('../confirmation-codes/confirmation-codes.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../confirmation-codes/confirmation-codes.repository.ts')>();
  return { ...actual, replaceCode: (...args: Parameters<typeof actual.replaceCode>) => (failing.codeIssue ? injected() : actual.replaceCode(...args)) };
});

describe('/api/User/…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/User/${url}/`, headers: cookie ? { cookie } : {}, payload });

  async function withSettings(change: (settings: Awaited<ReturnType<typeof getSettings>>) => void, run: () => Promise<void>) {
    const settings = await getSettings(t.db);
    const changed = structuredClone(settings);
    change(changed);
    await saveSettings(t.db, changed);
    try {
      await run();
    } finally {
      await saveSettings(t.db, settings);
    }
  }

  async function whileFailing(write: keyof typeof failing, run: () => Promise<void>) {
    failing[write] = true;
    try {
      await run();
    } finally {
      failing[write] = false;
    }
  }

  async function codeSentTo(email: string): Promise<string> {
    const message = (await outbox(t)).filter((m) => m.to === email).at(-1);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code e-mailed to ${email}`);
    return code;
  }

  describe('get', () => {
    it('gives null to a guest and the spec §3 fields to a user', async () => {
      expect(body(await getUser(t.app, ''))).toEqual({ status: 'ok', result: null });
      const account = await register(t.app);
      const user = body(await getUser(t.app, account.cookie)).result;
      expect(Object.keys(user).sort()).toEqual(
        [
          'access_level',
          'director',
          'email',
          'FIO',
          'fid',
          'id',
          'inn',
          'kpp',
          'manager',
          'ogrn',
          'organization_name',
          'pending_email',
          'phone',
          'photo',
          'user_type',
        ].sort(),
      );
    });

    it('never shows one user another user’s data', async () => {
      const a = await register(t.app);
      const b = await register(t.app, 'company');
      expect(body(await getUser(t.app, a.cookie)).result).toMatchObject({ id: a.id, email: a.email, organization_name: '' });
      expect(body(await getUser(t.app, b.cookie)).result).toMatchObject({ id: b.id, email: b.email, inn: validCompany.inn });
    });
  });

  describe('update', () => {
    it('changes the name and phone (+7 stored as 8) without confirmation', async () => {
      const account = await register(t.app);
      const response = await post('update', account.cookie, { FIO: ' Петров  Пётр ', phone: '+7 (912) 700-11-22' });
      expect(response.statusCode).toBe(200);
      expect(body(response).result).toMatchObject({ FIO: 'Петров Пётр', phone: '89127001122', email: account.email });
    });

    it('starts a confirmation instead of changing the e-mail when settings ask for one', async () => {
      const account = await register(t.app);
      const newEmail = uniqueEmail('renamed');
      const response = await post('update', account.cookie, { FIO: 'Петров Пётр', email: newEmail });
      expect(body(response).result).toMatchObject({ email: account.email, pending_email: newEmail });
      expect(await codeSentTo(newEmail)).toMatch(/^\d{6}$/);
    });

    it('changes the e-mail at once when settings ask for no confirmation', async () => {
      const account = await register(t.app);
      const newEmail = uniqueEmail('direct');
      await withSettings(
        (s) => (s.profile.need_confirm_to_change.email = false),
        async () => {
          const response = await post('update', account.cookie, { FIO: 'Петров Пётр', email: newEmail.toUpperCase() });
          expect(body(response).result).toMatchObject({ email: newEmail, pending_email: null });
        },
      );
    });

    it('refuses a phone change the settings want confirmed (no SMS service yet)', async () => {
      const account = await register(t.app);
      await withSettings(
        (s) => (s.profile.need_confirm_to_change.phone = true),
        async () => {
          const response = await post('update', account.cookie, { FIO: 'Петров Пётр', phone: '+7 (912) 700-99-88' });
          expect(response.statusCode).toBe(422);
          expect(body(response).result.fields).toEqual({ phone: 'Изменение телефона требует подтверждения' });
        },
      );
    });

    it('gives a phone to one of two users who change to it at once; the other gets the 409 of a taken phone', async () => {
      const [a, b] = [await register(t.app), await register(t.app)];
      const phone = '+7 (912) 700-55-44';
      const answers = await Promise.all([a, b].map((account) => post('update', account.cookie, { FIO: 'Петров Пётр', phone })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(body(answers.find((answer) => answer.statusCode === 409)!).result.fields).toEqual({ phone: 'Пользователь с таким телефоном уже зарегистрирован' });
      expect(await t.db.selectFrom('users').select('id').where('phone', '=', '89127005544').execute()).toHaveLength(1);
    });

    it('answers 409 for a phone or e-mail of another user and changes nothing', async () => {
      const other = await register(t.app);
      const account = await register(t.app);
      const phone = await post('update', account.cookie, { FIO: 'Новое Имя', phone: other.phone });
      expect(phone.statusCode).toBe(409);
      expect(body(phone).result.fields).toEqual({ phone: 'Пользователь с таким телефоном уже зарегистрирован' });
      const email = await post('update', account.cookie, { FIO: 'Новое Имя', email: other.email });
      expect(email.statusCode).toBe(409);
      expect(body(await getUser(t.app, account.cookie)).result.FIO).toBe('Иванов Иван Иванович');
    });

    it('keeps the old name when the e-mail change cannot be started', async () => {
      const account = await register(t.app);
      await whileFailing('codeIssue', async () => {
        expect((await post('update', account.cookie, { FIO: 'Петров Пётр', email: uniqueEmail('late') })).statusCode).toBe(500);
      });
      expect(body(await getUser(t.app, account.cookie)).result).toMatchObject({ FIO: 'Иванов Иван Иванович', pending_email: null });
    });

    it('validates with Russian messages and needs a signed-in user', async () => {
      const account = await register(t.app);
      const bad = await post('update', account.cookie, { FIO: 'Одно', phone: '12', email: 'bad' });
      expect(bad.statusCode).toBe(400);
      expect(body(bad).result.fields).toEqual({
        FIO: 'Неверный формат ФИО',
        phone: 'Некорректный номер телефона',
        email: 'Некорректный email',
      });
      const extra = await post('update', account.cookie, { FIO: 'Петров Пётр', user_type: 'legal' });
      expect(extra.statusCode).toBe(400);
      expect(body(extra).result.fields).toHaveProperty('user_type');
      const guest = await post('update', '', { FIO: 'Петров Пётр' });
      expect(guest.statusCode).toBe(401);
      expect(body(guest).result.message).toBe('Требуется вход в систему');
    });
  });

  describe('updateEmail and confirmEmail', () => {
    let account: TestAccount;
    beforeAll(async () => {
      account = await register(t.app);
    });

    it('sends a code to the new address and applies it on confirmation', async () => {
      const newEmail = uniqueEmail('confirmed');
      const started = await post('updateEmail', account.cookie, { email: newEmail });
      expect(started.statusCode).toBe(200);
      expect(body(started).result).toMatchObject({ email: account.email, pending_email: newEmail });
      const code = await codeSentTo(newEmail);

      const wrong = await post('confirmEmail', account.cookie, { code: code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(body(wrong).result.fields).toEqual({ code: 'Неверный или устаревший код' });

      const confirmed = await post('confirmEmail', account.cookie, { code });
      expect(confirmed.statusCode).toBe(200);
      expect(body(confirmed).result).toMatchObject({ email: newEmail, pending_email: null });
      // The old address hears about it, and the new one signs in.
      expect((await outbox(t)).filter((m) => m.to === account.email).at(-1)?.subject).toBe('Email изменён');
      expect((await login(t.app, newEmail, account.password)).statusCode).toBe(200);
      account.email = newEmail;
    });

    it('does not let another user confirm this user’s code', async () => {
      const owner = await register(t.app);
      const other = await register(t.app);
      const newEmail = uniqueEmail('hijack');
      await post('updateEmail', owner.cookie, { email: newEmail });
      const code = await codeSentTo(newEmail);
      const stolen = await post('confirmEmail', other.cookie, { code });
      expect(stolen.statusCode).toBe(400);
      expect(body(await getUser(t.app, other.cookie)).result.email).toBe(other.email);
    });

    it('sends a new code at most once a minute', async () => {
      const owner = await register(t.app);
      const first = uniqueEmail('first');
      expect((await post('updateEmail', owner.cookie, { email: first })).statusCode).toBe(200);
      const firstCode = await codeSentTo(first);
      const second = uniqueEmail('second');
      const tooSoon = await post('updateEmail', owner.cookie, { email: second });
      expect([tooSoon.statusCode, body(tooSoon).result.message]).toEqual([429, 'Код уже отправлен — запросить новый можно через минуту']);
      expect((await outbox(t)).some((mail) => mail.to === second)).toBe(false);
      expect(body(await getUser(t.app, owner.cookie)).result.pending_email).toBe(first);

      // A minute on, a new code goes to the new address, and the first one no longer works.
      const minuteAgo = (iso: string) => new Date(Date.parse(iso) - 61_000).toISOString();
      const row = await t.db.selectFrom('confirmation_codes').select(['id', 'expires_at']).where('user_id', '=', owner.id).executeTakeFirstOrThrow();
      await t.db
        .updateTable('confirmation_codes')
        .set({ expires_at: minuteAgo(row.expires_at) })
        .where('id', '=', row.id)
        .execute();
      expect((await post('updateEmail', owner.cookie, { email: second })).statusCode).toBe(200);
      const secondCode = await codeSentTo(second);
      if (firstCode !== secondCode) expect((await post('confirmEmail', owner.cookie, { code: firstCode })).statusCode).toBe(400);
      expect(body(await post('confirmEmail', owner.cookie, { code: secondCode })).result).toMatchObject({ email: second, pending_email: null });
    });

    it('keeps the code usable when the new address cannot be written', async () => {
      const newEmail = uniqueEmail('retried');
      await post('updateEmail', account.cookie, { email: newEmail });
      const code = await codeSentTo(newEmail);
      await whileFailing('userUpdate', async () => {
        expect((await post('confirmEmail', account.cookie, { code })).statusCode).toBe(500);
      });
      expect(body(await getUser(t.app, account.cookie)).result).toMatchObject({ email: account.email, pending_email: newEmail });
      const confirmed = await post('confirmEmail', account.cookie, { code });
      expect(body(confirmed).result).toMatchObject({ email: newEmail, pending_email: null });
      account.email = newEmail;
    });

    it('answers 409 for an address already taken', async () => {
      const other = await register(t.app);
      const response = await post('updateEmail', account.cookie, { email: other.email });
      expect(response.statusCode).toBe(409);
      expect(body(response).result.fields).toEqual({ email: 'Пользователь с таким email уже зарегистрирован' });
    });

    it('validates with Russian messages and needs a signed-in user', async () => {
      expect(body(await post('updateEmail', account.cookie, { email: '' })).result.fields).toEqual({ email: 'Обязательное поле' });
      expect(body(await post('confirmEmail', account.cookie, { code: '12' })).result.fields).toEqual({ code: 'Некорректный код' });
      expect((await post('updateEmail', '', { email: 'a@example.ru' })).statusCode).toBe(401);
      expect((await post('confirmEmail', '', { code: '123456' })).statusCode).toBe(401);
    });
  });

  describe('updateOrganization', () => {
    const requisites = {
      inn: '7736050003',
      kpp: '773601001',
      ogrn: '1027700070518',
      director: 'Сидоров Сидор Сидорович',
      organization_name: 'ПАО «Газпром»',
    };

    it('lets the main manager change the requisites', async () => {
      const director = await register(t.app, 'company');
      const response = await post('updateOrganization', director.cookie, requisites);
      expect(response.statusCode).toBe(200);
      expect(body(response).result).toMatchObject({ ...requisites, access_level: { is_main_manager: true } });
    });

    it('answers 403 to an employee and to an individual, changing nothing', async () => {
      const director = await register(t.app, 'company');
      const { organization_id: organizationId } = await t.db
        .selectFrom('users')
        .select('organization_id')
        .where('id', '=', director.id)
        .executeTakeFirstOrThrow();
      const employee = await addEmployee(t.db, organizationId!);
      const employeeCookie = sessionCookie(await login(t.app, employee.email, employee.password));
      const byEmployee = await post('updateOrganization', employeeCookie, requisites);
      expect(byEmployee.statusCode).toBe(403);
      expect(body(byEmployee).result.message).toBe('Изменять реквизиты организации может только главный менеджер компании');
      expect(body(await getUser(t.app, director.cookie)).result.inn).toBe(validCompany.inn);

      const individual = await register(t.app);
      expect((await post('updateOrganization', individual.cookie, requisites)).statusCode).toBe(403);
      expect((await post('updateOrganization', '', requisites)).statusCode).toBe(401);
    });

    it('checks the requisites with their check digits', async () => {
      const director = await register(t.app, 'company');
      const response = await post('updateOrganization', director.cookie, { ...requisites, inn: '7736050004', kpp: '12345', director: '' });
      expect(response.statusCode).toBe(400);
      expect(body(response).result.fields).toEqual({
        inn: 'Некорректный ИНН: неверное контрольное число',
        kpp: 'КПП должен содержать 9 цифр',
        director: 'Обязательное поле',
      });
    });
  });

  it('blocks a cross-site profile change (CSRF)', async () => {
    const account = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/update/',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
      payload: { FIO: 'Взломщик Злой' },
    });
    expect(response.statusCode).toBe(403);
    expect(body(await getUser(t.app, account.cookie)).result.FIO).toBe('Иванов Иван Иванович');
  });
});
