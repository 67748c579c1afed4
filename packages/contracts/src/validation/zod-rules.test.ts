import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxFiles, requiredFiles } from './choice-rules.ts';
import { email } from './contact-rules.ts';
import { minLength, passwordConfirmation, required } from './text-rules.ts';
import { withFieldRule, withRules, zPhone, zSecret, zText } from './zod-rules.ts';

const messages = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('withRules', () => {
  it('reports only the first failing rule, with its Russian text', () => {
    const schema = withRules(z.string(), [required, minLength(3), email]);
    expect(messages(schema, '')).toEqual(['Обязательное поле']);
    expect(messages(schema, 'ab')).toEqual(['Минимум 3 символов']);
    expect(messages(schema, 'abc')).toEqual(['Некорректный email']);
    expect(schema.parse('a@b')).toBe('a@b');
  });

  it('works on lists too', () => {
    const schema = withRules(z.array(z.string()), [requiredFiles, maxFiles(2)]);
    expect(messages(schema, [])).toEqual(['Минимум 1 файл']);
    expect(messages(schema, ['a', 'b', 'c'])).toEqual(['Максимум 2 файла']);
  });
});

describe('zText', () => {
  it('trims before the rules judge and in the parsed value', () => {
    expect(zText(minLength(3)).parse('  abc  ')).toBe('abc');
    expect(messages(zText(minLength(3)), ' ab ')).toEqual(['Минимум 3 символов']);
  });

  it('calls a missing value required and a wrong type a broken client', () => {
    expect(messages(z.strictObject({ name: zText() }), {})).toEqual(['Обязательное поле']);
    expect(messages(zText(), null)).toEqual(['Обязательное поле']);
    expect(messages(zText(), 42)).toEqual(['Ожидается строка']);
  });

  it('lets an optional key be left out or empty', () => {
    const schema = z.strictObject({ bik: zText(minLength(9)).optional() });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ bik: '' })).toEqual({ bik: '' });
  });
});

describe('zSecret', () => {
  it('keeps the text exactly as typed', () => {
    expect(zSecret(required).parse(' pass word ')).toBe(' pass word ');
    expect(messages(zSecret(required), '   ')).toEqual(['Обязательное поле']);
  });
});

describe('zPhone', () => {
  it('checks with the shared phone rule after the given ones and gives the stored form', () => {
    expect(zPhone(required).parse('+7 (999) 123-45-67')).toBe('89991234567');
    expect(messages(zPhone(required), '')).toEqual(['Обязательное поле']);
    expect(messages(zPhone(required), '+7 999')).toEqual(['Некорректный номер телефона']);
    expect(zPhone().optional().parse('')).toBe('');
  });
});

describe('withFieldRule', () => {
  const schema = withFieldRule(
    z.strictObject({ name: zText(required), password: zSecret(required), password_confirm: zSecret(required) }),
    'password_confirm',
    (data) => passwordConfirmation(data.password),
  );
  const fieldErrors = (input: unknown) => z.flattenError(schema.safeParse(input).error!).fieldErrors;

  it('reports on the field, alongside the other fields’ messages', () => {
    expect(fieldErrors({ name: '', password: 'secret1', password_confirm: 'secret2' })).toEqual({
      name: ['Обязательное поле'],
      password_confirm: ['Пароли не совпадают'],
    });
  });

  it('stays quiet when the field has a message of its own', () => {
    expect(fieldErrors({ name: 'Иван', password: 'secret1', password_confirm: '' })).toEqual({
      password_confirm: ['Обязательное поле'],
    });
  });

  it('leaves a value that is no object to the type error', () => {
    expect(schema.safeParse(null).error?.issues).toHaveLength(1);
  });

  it('passes a matching pair', () => {
    expect(schema.safeParse({ name: 'Иван', password: 'secret1', password_confirm: 'secret1' }).success).toBe(true);
  });
});
