import { describe, expect, it, vi } from 'vitest';
import { leadFieldErrors, leadFormValuesSchema } from './lead-form-values.ts';
import type { LeadField, LeadForm } from './lead-forms.ts';

const field = (overrides: Partial<LeadField> & Pick<LeadField, 'name' | 'type'>): LeadField => ({
  label: overrides.name,
  placeholder: '',
  required: false,
  options: [],
  own_option: false,
  validation: null,
  accept: [],
  max_files: 1,
  ...overrides,
});

const options = [
  { code: 'zinc', name: 'Цинк' },
  { code: 'black', name: 'Без покрытия' },
];

const form: LeadForm = {
  form_code: 'TEST',
  title: 'Тест',
  description: '',
  hidden: ['product'],
  submit_button_text: 'Отправить',
  fields: [
    field({ name: 'name', type: 'text', required: true, validation: 'FIO' }),
    field({ name: 'email', type: 'text', validation: 'email' }),
    field({ name: 'phone', type: 'text', validation: 'phone' }),
    field({ name: 'comment', type: 'textarea' }),
    field({ name: 'coating', type: 'select', options }),
    field({ name: 'delivery', type: 'radio', required: true, options }),
    field({ name: 'size', type: 'buttons', options, own_option: true }),
    field({ name: 'strict_size', type: 'buttons', options }),
    field({ name: 'needs', type: 'checkbox', required: true, options }),
    field({ name: 'consent', type: 'checkbox', required: true }),
    field({ name: 'urgent', type: 'toggle' }),
    field({ name: 'spec', type: 'file', required: true, accept: ['application/pdf', 'image/png'], max_files: 2 }),
  ],
};

const schema = leadFormValuesSchema(form);
const pdf = (name = 'spec.pdf', size = 1000) => ({ name, type: 'application/pdf', size });
const valid = { name: 'Иван Петров', delivery: 'zinc', needs: ['zinc'], consent: true, spec: [pdf()] };
const errors = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : leadFieldErrors(result.error);
};

describe('leadFormValuesSchema: one schema for the form and the API', () => {
  it('accepts a filled form and reads multipart spellings of boxes and groups', () => {
    expect(errors(valid)).toEqual({});
    const parsed = schema.parse({ ...valid, needs: 'black', consent: 'on', urgent: 'true', product: 'Болт М10х50' });
    expect(parsed).toMatchObject({ needs: ['black'], consent: true, urgent: true, product: 'Болт М10х50' });
  });

  it('names every missing required field with the spec messages', () => {
    expect(errors({})).toEqual({
      name: 'Обязательное поле',
      delivery: 'Обязательное поле',
      needs: 'Выберите хотя бы один вариант',
      consent: 'Обязательное поле',
      spec: 'Минимум 1 файл',
    });
  });

  it('checks the validation kinds of text fields', () => {
    expect(errors({ ...valid, name: 'Иван', email: 'ivan@', phone: '12' })).toEqual({
      name: 'Неверный формат ФИО',
      email: 'Неверный формат email',
      phone: 'Неверный формат телефона',
    });
    expect(errors({ ...valid, email: 'ivan@mail.ru', phone: '+7 (999) 123-45-67' })).toEqual({});
  });

  it('takes only listed choices, except an own option of buttons', () => {
    expect(errors({ ...valid, coating: 'gold', delivery: 'gold', strict_size: 'M100', needs: ['zinc', 'gold'] })).toEqual({
      coating: 'Выберите вариант из списка',
      delivery: 'Выберите вариант из списка',
      strict_size: 'Выберите вариант из списка',
      needs: 'Выберите вариант из списка',
    });
    expect(errors({ ...valid, size: 'М12 под заказ' })).toEqual({});
  });

  it('limits files by count, type and size', () => {
    expect(errors({ ...valid, spec: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')] })).toEqual({ spec: 'Максимум 2 файла' });
    expect(errors({ ...valid, spec: [{ name: 'a.exe', type: 'application/x-msdownload', size: 10 }] })).toEqual({
      spec: 'Недопустимый тип файла: a.exe',
    });
    expect(errors({ ...valid, spec: [pdf('big.pdf', 11 * 1024 * 1024)] })).toEqual({ spec: 'Файл big.pdf больше 10 MB' });
  });

  it('refuses keys the form does not have', () => {
    expect(errors({ ...valid, admin: '1' })).toEqual({ admin: 'Неизвестное поле' });
  });

  it('lets optional fields stay empty', () => {
    const optional = leadFormValuesSchema({ ...form, fields: form.fields.map((item) => ({ ...item, required: false })) });
    expect(optional.safeParse({}).success).toBe(true);
  });
});

describe('what a browser loads to check a lead form', () => {
  it('loads none of the forms’ definition schemas, which only the API checks (constructing them cost every page)', async () => {
    vi.resetModules();
    vi.doMock('./lead-forms.ts', () => {
      throw new Error('lead-forms.ts was loaded');
    });
    try {
      const values = await import('./lead-form-values.ts');
      expect(values.leadFormValuesSchema(form).safeParse(valid).success).toBe(true);
    } finally {
      vi.doUnmock('./lead-forms.ts');
    }
  });
});
