import { describe, expect, it } from 'vitest';
import { fio, lettersOnly, maxLength, minLength, numericCode, password, passwordConfirmation, required } from './text-rules.ts';

describe('required', () => {
  it('rejects every empty value with the spec message', () => {
    for (const value of [undefined, null, '', '   ', []]) expect(required(value)).toBe('Обязательное поле');
  });

  it('accepts filled values', () => {
    for (const value of ['a', ['x'], 0, false]) expect(required(value)).toBeNull();
  });
});

describe('minLength and maxLength', () => {
  it('counts the characters of the trimmed text', () => {
    expect(minLength(3)('ab')).toBe('Минимум 3 символов');
    expect(minLength(3)('  ab  ')).toBe('Минимум 3 символов');
    expect(minLength(3)('abc')).toBeNull();
    expect(maxLength(100)('я'.repeat(101))).toBe('Максимум 100 символов');
    expect(maxLength(100)(` ${'я'.repeat(100)} `)).toBeNull();
  });
});

describe('password', () => {
  it('needs six characters, spaces counted as typed', () => {
    expect(password('12345')).toBe('Пароль должен содержать не менее 6 символов');
    expect(password('123456')).toBeNull();
    expect(password(' 1234 ')).toBeNull();
  });
});

describe('passwordConfirmation', () => {
  it('must repeat the password exactly', () => {
    expect(passwordConfirmation('secret1')('secret2')).toBe('Пароли не совпадают');
    expect(passwordConfirmation('secret1')('secret1 ')).toBe('Пароли не совпадают');
    expect(passwordConfirmation('secret1')('secret1')).toBeNull();
  });
});

describe('numericCode', () => {
  it('takes digits of the exact length', () => {
    expect(numericCode(4)('1234')).toBeNull();
    expect(numericCode(4)('123')).toBe('Некорректный код');
    expect(numericCode(4)('12345')).toBe('Некорректный код');
    expect(numericCode(4)('12a4')).toBe('Некорректный код');
    expect(numericCode(6)('123456')).toBeNull();
  });
});

describe('lettersOnly', () => {
  it('takes Cyrillic and Latin letters, spaces and hyphens', () => {
    expect(lettersOnly('Анна-Мария Ёлкина')).toBeNull();
    expect(lettersOnly('John Smith')).toBeNull();
    expect(lettersOnly('Иван2')).toBe('Поле может содержать только буквы, пробелы и дефисы');
    expect(lettersOnly('Иван.')).toBe('Поле может содержать только буквы, пробелы и дефисы');
  });
});

describe('fio', () => {
  it('needs at least two words separated by a space', () => {
    expect(fio('Иванов Иван')).toBeNull();
    expect(fio('Иванов  Иван Иванович')).toBeNull();
    expect(fio('Иванов')).toBe('Неверный формат ФИО');
    expect(fio(' Иванов ')).toBe('Неверный формат ФИО');
    expect(fio('Иванов,Иван')).toBe('Неверный формат ФИО');
  });
});
