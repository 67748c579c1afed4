import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutCompanySchema, checkoutContactSchema } from './checkout-customer.ts';

const fieldErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('checkoutContactSchema', () => {
  it('accepts a contact and stores the phone with a leading 8', () => {
    expect(checkoutContactSchema.parse({ contact_person: 'Иван', email: 'ivan@mail.ru', phone: '+7 999 123 45 67' })).toEqual({
      contact_person: 'Иван',
      email: 'ivan@mail.ru',
      phone: '89991234567',
    });
  });

  it('wants a name of 3 to 100 characters and a valid e-mail and phone', () => {
    expect(fieldErrors(checkoutContactSchema, { contact_person: 'Ия', email: 'ivan', phone: '123' })).toEqual({
      contact_person: ['Минимум 3 символов'],
      email: ['Некорректный email'],
      phone: ['Некорректный номер телефона'],
    });
    expect(fieldErrors(checkoutContactSchema, { contact_person: 'я'.repeat(101), email: '', phone: '' })).toEqual({
      contact_person: ['Максимум 100 символов'],
      email: ['Обязательное поле'],
      phone: ['Обязательное поле'],
    });
  });
});

describe('checkoutCompanySchema', () => {
  const sberbank = {
    company: 'ПАО Сбербанк',
    director: 'Греф Герман Оскарович',
    inn: '7707083893',
    ogrn: '1027700132195',
    kpp: '773601001',
    bik: '044525225',
    bank_name: 'ПАО Сбербанк',
    correspondent_settlement: '30101810400000000225',
    settlement_invoice: '40702810238720001420',
  };

  it('accepts real requisites, with or without bank details', () => {
    expect(checkoutCompanySchema.safeParse(sberbank).success).toBe(true);
    const { bik: _b, bank_name: _n, correspondent_settlement: _c, settlement_invoice: _s, ...withoutBank } = sberbank;
    expect(checkoutCompanySchema.safeParse(withoutBank).success).toBe(true);
    expect(checkoutCompanySchema.safeParse({ ...sberbank, bik: '', bank_name: '', correspondent_settlement: '', settlement_invoice: '' }).success).toBe(true);
  });

  it('accepts a sole trader’s 12-digit ИНН and 15-digit ОГРНИП', () => {
    expect(checkoutCompanySchema.safeParse({ ...sberbank, inn: '500100732259', ogrn: '304500116000157' }).success).toBe(true);
  });

  it('requires company, director, ИНН, ОГРН and КПП', () => {
    expect(fieldErrors(checkoutCompanySchema, { company: '', director: ' ', inn: '', ogrn: '', kpp: '' })).toEqual({
      company: ['Обязательное поле'],
      director: ['Обязательное поле'],
      inn: ['Обязательное поле'],
      ogrn: ['Обязательное поле'],
      kpp: ['Обязательное поле'],
    });
  });

  it('gives the spec digit messages first, then the check digits', () => {
    expect(fieldErrors(checkoutCompanySchema, { ...sberbank, inn: '770708389I', ogrn: '102770013219S', kpp: '77360100' })).toEqual({
      inn: ['ИНН должен содержать только цифры'],
      ogrn: ['ОГРН должен содержать только цифры'],
      kpp: ['КПП должен содержать 9 цифр'],
    });
    expect(fieldErrors(checkoutCompanySchema, { ...sberbank, inn: '770708389', ogrn: '1027700132195000' })).toEqual({
      inn: ['ИНН должен содержать от 10 до 12 цифр'],
      ogrn: ['ОГРН должен содержать от 13 до 15 цифр'],
    });
    expect(fieldErrors(checkoutCompanySchema, { ...sberbank, inn: '77070838931', ogrn: '304500116000158' })).toEqual({
      inn: ['ИНН должен содержать 10 или 12 цифр'],
      ogrn: ['Некорректный ОГРНИП: неверное контрольное число'],
    });
  });

  it('checks the bank details', () => {
    expect(
      fieldErrors(checkoutCompanySchema, {
        ...sberbank,
        bik: '14452522',
        bank_name: 'АБ',
        correspondent_settlement: '3010181040000000022',
        settlement_invoice: '4070281023872000142O',
      }),
    ).toEqual({
      bik: ['БИК должен содержать 9 цифр'],
      bank_name: ['Минимум 3 символов'],
      correspondent_settlement: ['Корреспондентский счёт должен содержать 20 цифр'],
      settlement_invoice: ['Расчётный счёт должен содержать только цифры'],
    });
    expect(fieldErrors(checkoutCompanySchema, { ...sberbank, bik: '144525225', bank_name: 'Б'.repeat(101) })).toEqual({
      bik: ['Некорректный БИК: должен начинаться с 04'],
      bank_name: ['Максимум 100 символов'],
    });
  });

  it('checks both accounts against the БИК', () => {
    expect(fieldErrors(checkoutCompanySchema, { ...sberbank, bik: '044030653' })).toEqual({
      correspondent_settlement: ['Корреспондентский счёт не соответствует БИК'],
      settlement_invoice: ['Расчётный счёт не соответствует БИК'],
    });
    expect(fieldErrors(checkoutCompanySchema, { ...sberbank, correspondent_settlement: '40702810238720001420' })).toEqual({
      correspondent_settlement: ['Корреспондентский счёт должен начинаться с 30101'],
    });
  });

  it('rejects unknown keys and can be written as JSON Schema', () => {
    expect(checkoutCompanySchema.safeParse({ ...sberbank, swift: 'SABRRUMM' }).success).toBe(false);
    expect(z.toJSONSchema(checkoutCompanySchema, { io: 'input' })).toMatchObject({ additionalProperties: false });
  });
});
