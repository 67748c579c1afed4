import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { managerMessageSchema, organizationFormSchema, organizationSchema, organizationUpdateSchema } from './forms.ts';

const fieldErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('managerMessageSchema', () => {
  it('accepts an e-mail and a comment', () => {
    expect(managerMessageSchema.parse({ email: 'ivan@mail.ru', comment: ' Нужен счёт ' })).toEqual({
      email: 'ivan@mail.ru',
      comment: 'Нужен счёт',
    });
  });

  it('requires both and a valid e-mail', () => {
    expect(fieldErrors(managerMessageSchema, { email: '', comment: ' ' })).toEqual({
      email: ['Обязательное поле'],
      comment: ['Обязательное поле'],
    });
    expect(fieldErrors(managerMessageSchema, { email: 'ivan', comment: 'Нужен счёт' })).toEqual({
      email: ['Некорректный email'],
    });
  });

  it('rejects unknown keys', () => {
    expect(managerMessageSchema.safeParse({ email: 'ivan@mail.ru', comment: 'x', phone: '1' }).success).toBe(false);
  });
});

describe('organizationSchema', () => {
  const organization = {
    name: 'АО «Альфа-Банк»',
    address: 'г. Москва, ул. Каланчёвская, д. 27',
    postal_code: '107078',
    director: 'Верников Владимир Викторович',
    kpp: '770801001',
    inn: '7728168971',
    ogrn: '1027700067328',
  };

  it('accepts a real organisation, with or without a parent', () => {
    expect(organizationSchema.safeParse(organization).success).toBe(true);
    expect(organizationSchema.safeParse({ ...organization, parent_id: 3 }).success).toBe(true);
    expect(organizationSchema.safeParse({ ...organization, parent_id: null }).success).toBe(true);
  });

  it('requires the name, address, postal code and director', () => {
    expect(fieldErrors(organizationSchema, { ...organization, name: '', address: ' ', postal_code: undefined, director: '' })).toEqual({
      name: ['Обязательное поле'],
      address: ['Обязательное поле'],
      postal_code: ['Обязательное поле'],
      director: ['Обязательное поле'],
    });
  });

  it('wants КПП of 9, ИНН of 10 and ОГРН of 13 digits with valid check digits', () => {
    expect(fieldErrors(organizationSchema, { ...organization, kpp: '7708010011', inn: '500100732259', ogrn: '304500116000157' })).toEqual({
      kpp: ['КПП должен содержать 9 цифр'],
      inn: ['ИНН должен содержать 10 цифр'],
      ogrn: ['ОГРН должен содержать 13 цифр'],
    });
    expect(fieldErrors(organizationSchema, { ...organization, inn: '7728168972', ogrn: '1027700067329' })).toEqual({
      inn: ['Некорректный ИНН: неверное контрольное число'],
      ogrn: ['Некорректный ОГРН: неверное контрольное число'],
    });
    expect(fieldErrors(organizationSchema, { ...organization, kpp: '7708O1001' })).toEqual({
      kpp: ['КПП должен содержать только цифры'],
    });
  });

  it('can be written as JSON Schema', () => {
    expect(z.toJSONSchema(organizationSchema, { io: 'input' })).toMatchObject({ additionalProperties: false });
  });

  it('updates the requisites of one organisation by id, never its parent', () => {
    expect(organizationUpdateSchema.safeParse({ id: 4, ...organization }).success).toBe(true);
    expect(fieldErrors(organizationUpdateSchema, { ...organization })).toHaveProperty('id');
    expect(organizationUpdateSchema.safeParse({ id: 4, ...organization, parent_id: 2 }).success).toBe(false);
  });

  it('takes the dialog’s form as text: the parent as the select’s value, the rules ticked', () => {
    expect(organizationFormSchema.safeParse({ ...organization, parent_id: '', terms: 'on' }).success).toBe(true);
    expect(organizationFormSchema.safeParse({ ...organization, parent_id: '12', terms: 'on' }).success).toBe(true);
    expect(fieldErrors(organizationFormSchema, { ...organization, parent_id: '1;2' })).toEqual({
      parent_id: expect.any(Array),
      terms: ['Примите правила'],
    });
  });
});
