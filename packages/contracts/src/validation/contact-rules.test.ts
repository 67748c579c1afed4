import { describe, expect, it } from 'vitest';
import { email, emailFormat, normalizeEmail, phone, phoneFormat } from './contact-rules.ts';

describe('email (shared rule)', () => {
  it('only looks for an at-sign', () => {
    expect(email('ivan@mail.ru')).toBeNull();
    expect(email('a@b')).toBeNull();
    expect(email('ivan.mail.ru')).toBe('Некорректный email');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases, so every spelling of one address is one login', () => {
    expect(normalizeEmail('  Ivan.Petrov@Mail.RU \t')).toBe('ivan.petrov@mail.ru');
    expect(normalizeEmail('ivan@mail.ru')).toBe('ivan@mail.ru');
  });
});

describe('emailFormat (generic form rule)', () => {
  it('wants a proper address', () => {
    expect(emailFormat('ivan.petrov+shop@mail.ru')).toBeNull();
    expect(emailFormat(' ivan@mail.ru ')).toBeNull();
    expect(emailFormat('a@b')).toBe('Неверный формат email');
    expect(emailFormat('ivan@mail')).toBe('Неверный формат email');
    expect(emailFormat('ivan petrov@mail.ru')).toBe('Неверный формат email');
    expect(emailFormat('ivan.mail.ru')).toBe('Неверный формат email');
  });
});

describe('phone (shared rule)', () => {
  it('accepts real Russian numbers in any usual writing', () => {
    for (const text of ['+7 (999) 123-45-67', '8 999 123 45 67', '89991234567', '9991234567', '+7 (495) 123-45-67']) {
      expect(phone(text)).toBeNull();
    }
  });

  it('accepts a valid foreign number given with its country code', () => {
    expect(phone('+375 29 123-45-67')).toBeNull();
  });

  it('rejects too short, impossible and lettered numbers', () => {
    for (const text of ['+7 999 123', '12345', '+7 (000) 000-00-00', 'телефон', '+7 999 123 45 6a', '+7 999 123 45 67 доб. 12']) {
      expect(phone(text)).toBe('Некорректный номер телефона');
    }
  });
});

describe('phoneFormat (generic form rule)', () => {
  it('follows the spec pattern: optional country code, groups 3-4, 2-3, 2-3 and optional 2', () => {
    for (const text of ['+7 (999) 123-45-67', '8 999 123 45 67', '89991234567', '+44 2071 234 567', '999-12-34', '(4952) 12-34-56']) {
      expect(phoneFormat(text)).toBeNull();
    }
  });

  it('rejects other shapes', () => {
    for (const text of ['12-34', '+7 999 123 45 67 89', '+12345 999 123 45 67', 'телефон', '+7 (999 123-45-67x']) {
      expect(phoneFormat(text)).toBe('Неверный формат телефона');
    }
  });
});
