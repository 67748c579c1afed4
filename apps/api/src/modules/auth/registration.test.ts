import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser, register, sessionCookie, uniqueEmail, uniquePhone, validCompany } from '../../testing/accounts.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';

const person = (overrides: Record<string, unknown> = {}) => ({
  user_type: 'contact',
  email: uniqueEmail(),
  phone: uniquePhone(),
  FIO: '  Сидорова   Анна Сергеевна ',
  password: 'secret-42',
  password_confirm: 'secret-42',
  ...overrides,
});

describe('POST /api/Auth/registration/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/Auth/registration/', payload: payload as object, headers });

  it('registers an individual, stores +7 as 8 and signs them in', async () => {
    const payload = person({ phone: '+7 (912) 555-12-34', email: 'Anna.Sidorova@Example.RU' });
    const response = await post(payload);
    expect(response.statusCode).toBe(200);
    const user = body(response).result;
    expect(user).toMatchObject({
      user_type: 'individual',
      FIO: 'Сидорова Анна Сергеевна',
      email: 'anna.sidorova@example.ru',
      phone: '89125551234',
      organization_name: '',
      inn: '',
      access_level: { is_manager: false, is_main_manager: false },
      pending_email: null,
    });
    expect(typeof user.fid).toBe('string');
    const cookie = sessionCookie(response);
    expect(cookie).not.toBe('');
    expect(body(await getUser(t.app, cookie)).result).toEqual(user);
    const stored = await t.db.selectFrom('users').select(['phone', 'password_hash']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.phone).toBe('89125551234');
    expect(stored.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('registers a company: the organisation is created and the user is its main manager', async () => {
    const response = await post({ ...person({ user_type: 'company' }), ...validCompany });
    expect(response.statusCode).toBe(200);
    const user = body(response).result;
    expect(user).toMatchObject({
      user_type: 'legal',
      organization_name: validCompany.organization_name,
      inn: validCompany.inn,
      kpp: validCompany.kpp,
      ogrn: validCompany.ogrn,
      director: validCompany.director,
      access_level: { is_manager: true, is_main_manager: true },
    });
    const org = await t.db
      .selectFrom('organizations')
      .innerJoin('users', 'users.organization_id', 'organizations.id')
      .select(['organizations.address', 'organizations.postal_code', 'organizations.parent_id'])
      .where('users.id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(org).toEqual({ address: validCompany.organization_address, postal_code: validCompany.organization_postal_code, parent_id: null });
  });

  it('assigns a personal manager when the store has any', async () => {
    const managers = await t.db.selectFrom('managers').select('id').execute();
    const user = body(await post(person())).result;
    if (managers.length === 0) expect(user.manager).toBeNull();
    else expect(user.manager).toEqual({ FIO: expect.any(String), email: expect.any(String), phone: expect.any(String) });
  });

  it('answers 409 with a field message for a taken e-mail, whatever its letter case', async () => {
    const first = await register(t.app);
    const response = await post(person({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({
      status: 'error',
      result: { message: 'Пользователь с таким email уже зарегистрирован', fields: { email: 'Пользователь с таким email уже зарегистрирован' } },
    });
  });

  it('answers 409 for a taken phone, however it is written', async () => {
    await post(person({ phone: '+7 912 777-00-11' }));
    const response = await post(person({ phone: '8 (912) 777-00-11' }));
    expect(response.statusCode).toBe(409);
    expect(body(response).result.fields).toEqual({ phone: 'Пользователь с таким телефоном уже зарегистрирован' });
  });

  it('opens one account when two registrations of one phone arrive at once (the unique index decides)', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all([post(person({ phone })), post(person({ phone }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(body(answers.find((answer) => answer.statusCode === 409)!).result.fields).toEqual({ phone: 'Пользователь с таким телефоном уже зарегистрирован' });
    const stored = await t.db.selectFrom('users').select('id').where('phone', '=', phone.replace(/\D/g, '').replace(/^7/, '8')).execute();
    expect(stored).toHaveLength(1);
  });

  it('rejects bad fields with the shared Russian messages', async () => {
    const response = await post(person({ email: 'no-at-sign', phone: '123', FIO: 'Иван', password: '123', password_confirm: '321' }));
    expect(response.statusCode).toBe(400);
    expect(body(response).result.fields).toMatchObject({
      email: 'Некорректный email',
      phone: 'Некорректный номер телефона',
      FIO: 'Неверный формат ФИО',
      password: 'Пароль должен содержать не менее 6 символов',
    });
    const mismatch = await post(person({ password_confirm: 'other-42' }));
    expect(body(mismatch).result.fields).toEqual({ password_confirm: 'Пароли не совпадают' });
    const empty = await post(person({ email: '' }));
    expect(body(empty).result.fields).toEqual({ email: 'Обязательное поле' });
  });

  it('checks company requisites with their check digits', async () => {
    const response = await post({ ...person({ user_type: 'company' }), ...validCompany, inn: '7707083890', organization_name: '' });
    expect(response.statusCode).toBe(400);
    expect(body(response).result.fields).toEqual({
      inn: 'Некорректный ИНН: неверное контрольное число',
      organization_name: 'Обязательное поле',
    });
  });

  it('rejects unknown keys and company keys on an individual', async () => {
    const unknown = await post(person({ is_admin: true }));
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).result.fields).toHaveProperty('is_admin');
    const stray = await post(person({ inn: validCompany.inn }));
    expect(stray.statusCode).toBe(400);
    expect(body(stray).result.fields).toHaveProperty('inn');
  });

  it('refuses a user type the settings do not allow', async () => {
    const { getSettings, saveSettings } = await import('../settings/settings.repository.ts');
    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, allowed_user_types: ['individual'] });
    try {
      const response = await post({ ...person({ user_type: 'company' }), ...validCompany });
      expect(response.statusCode).toBe(400);
      expect(body(response).result.fields).toEqual({ user_type: 'Регистрация этого типа недоступна' });
    } finally {
      await saveSettings(t.db, settings);
    }
  });

  it('refuses every registration while settings turn registration off, and creates no user', async () => {
    const { getSettings, saveSettings } = await import('../settings/settings.repository.ts');
    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, registration: { enabled: false } });
    try {
      const payload = person();
      const response = await post(payload);
      expect(response.statusCode).toBe(403);
      expect(body(response).result.message).toBe('Регистрация отключена');
      expect(sessionCookie(response)).toBe('');
      expect(await t.db.selectFrom('users').select('id').where('email', '=', payload.email).executeTakeFirst()).toBeUndefined();
    } finally {
      await saveSettings(t.db, settings);
    }
  });

  it('blocks a cross-site registration (CSRF)', async () => {
    const response = await post(person(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(body(response).status).toBe('error');
    const fetchMeta = await post(person(), { 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.statusCode).toBe(403);
  });
});

describe('GET /api/Content/getRegistration/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the registration page content', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Content/getRegistration/' });
    expect(response.statusCode).toBe(200);
    const content = body(response).result;
    expect(content.title).toBe('Регистрация');
    expect(content.description).not.toBe('');
    expect(content.advantages.length).toBeGreaterThan(0);
    expect(content.advantages[0]).toEqual({ id: 1, title: expect.any(String), img: expect.stringMatching(/^\//) });
  });

  it('rejects unknown query keys', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Content/getRegistration/?x=1' });
    expect(response.statusCode).toBe(400);
  });
});
