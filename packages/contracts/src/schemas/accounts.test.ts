import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema, registrationSchema } from './accounts.ts';

const fieldErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

const contact = {
  user_type: 'contact',
  email: 'ivan@mail.ru',
  phone: '+7 (999) 123-45-67',
  FIO: ' Иванов Иван ',
  password: 'secret1',
  password_confirm: 'secret1',
};

const company = {
  ...contact,
  user_type: 'company',
  inn: '7707083893',
  organization_name: 'ПАО Сбербанк',
  organization_address: 'г. Москва, ул. Вавилова, д. 19',
  organization_postal_code: '117312',
  director: 'Греф Герман Оскарович',
  ogrn: '1027700132195',
  kpp: '773601001',
};

describe('registrationSchema', () => {
  it('accepts a contact, trimming text and storing the phone with a leading 8', () => {
    expect(registrationSchema.parse(contact)).toEqual({ ...contact, FIO: 'Иванов Иван', phone: '89991234567' });
  });

  it('accepts a company, and a sole trader’s 12-digit ИНН and ОГРНИП', () => {
    expect(registrationSchema.safeParse(company).success).toBe(true);
    expect(registrationSchema.safeParse({ ...company, inn: '500100732259', ogrn: '304500116000157' }).success).toBe(true);
  });

  it('names every wrong field of a contact', () => {
    const input = { user_type: 'contact', email: 'ivan', phone: '+7 999', FIO: 'Иван', password: '123', password_confirm: '124' };
    expect(fieldErrors(registrationSchema, input)).toEqual({
      email: ['Некорректный email'],
      phone: ['Некорректный номер телефона'],
      FIO: ['Неверный формат ФИО'],
      password: ['Пароль должен содержать не менее 6 символов'],
      password_confirm: ['Пароли не совпадают'],
    });
  });

  it('calls missing fields required', () => {
    expect(fieldErrors(registrationSchema, { user_type: 'contact', email: '  ' })).toEqual({
      email: ['Обязательное поле'],
      phone: ['Обязательное поле'],
      FIO: ['Обязательное поле'],
      password: ['Обязательное поле'],
      password_confirm: ['Обязательное поле'],
    });
  });

  it('checks the requisites of a company', () => {
    const input = { ...company, inn: '7707083894', ogrn: '10277001321', kpp: '7736AB001', organization_name: '' };
    expect(fieldErrors(registrationSchema, input)).toEqual({
      inn: ['Некорректный ИНН: неверное контрольное число'],
      ogrn: ['ОГРН должен содержать 13 или 15 цифр'],
      kpp: ['КПП должен содержать только цифры'],
      organization_name: ['Обязательное поле'],
    });
  });

  it('asks a company for its requisites and refuses them from a contact', () => {
    const { inn: _inn, ...withoutInn } = company;
    expect(fieldErrors(registrationSchema, withoutInn)).toEqual({ inn: ['Обязательное поле'] });
    expect(registrationSchema.safeParse({ ...contact, inn: '7707083893' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('wants a known user type', () => {
    expect(fieldErrors(registrationSchema, { ...contact, user_type: 'legal' })).toEqual({
      user_type: ['Выберите тип пользователя'],
    });
  });
});

describe('loginSchema', () => {
  it('accepts an e-mail login and a phone login in the stored form', () => {
    expect(loginSchema.parse({ login_type: 'email', login: ' ivan@mail.ru ', password: ' x ' })).toEqual({
      login_type: 'email',
      login: 'ivan@mail.ru',
      password: ' x ',
    });
    expect(loginSchema.parse({ login_type: 'phone', login: '+7 999 123-45-67', password: 'x' }).login).toBe('89991234567');
  });

  it('checks the login by its type', () => {
    expect(fieldErrors(loginSchema, { login_type: 'email', login: '89991234567', password: 'x' })).toEqual({
      login: ['Некорректный email'],
    });
    expect(fieldErrors(loginSchema, { login_type: 'phone', login: 'ivan@mail.ru', password: '' })).toEqual({
      login: ['Некорректный номер телефона'],
      password: ['Обязательное поле'],
    });
    expect(fieldErrors(loginSchema, { login_type: 'sms', login: 'x', password: 'x' })).toEqual({
      login_type: ['Выберите способ входа'],
    });
  });
});

describe('account schemas in OpenAPI', () => {
  it('can be written as JSON Schema', () => {
    expect(z.toJSONSchema(registrationSchema, { io: 'input' })).toHaveProperty('oneOf');
    expect(z.toJSONSchema(loginSchema, { io: 'input' })).toHaveProperty('oneOf');
  });
});
