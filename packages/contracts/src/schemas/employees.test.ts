import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { employeeFormSchema, employeeSchema, employeeUpdateFormSchema, employeeUpdateSchema } from './employees.ts';

const fieldErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

const person = { fio: ' Смирнова  Ольга ', email: 'olga@techmontazh.ru', phone: '+7 (912) 555-12-34' };

describe('employeeSchema', () => {
  it('takes the spec’s create payload: trimmed name, the stored phone, no position and not a manager by default, each organisation once', () => {
    expect(employeeSchema.parse({ ...person, organizations: [2, 3, 2] })).toEqual({
      fio: 'Смирнова  Ольга',
      email: 'olga@techmontazh.ru',
      phone: '89125551234',
      position: '',
      is_manager: false,
      organizations: [2, 3],
    });
  });

  it('requires an organisation, whole positive ids and a position of at most 100 characters', () => {
    expect(fieldErrors(employeeSchema, { ...person, organizations: [] })).toEqual({ organizations: ['Выберите хотя бы одну организацию'] });
    expect(employeeSchema.safeParse({ ...person, organizations: [-1] }).success).toBe(false);
    expect(employeeSchema.safeParse({ ...person, organizations: [1.5] }).success).toBe(false);
    expect(fieldErrors(employeeSchema, { ...person, organizations: [1], position: 'д'.repeat(101) })).toEqual({ position: ['Максимум 100 символов'] });
  });

  it('refuses unknown keys: a password or the main manager’s flag cannot be sent', () => {
    expect(employeeSchema.safeParse({ ...person, organizations: [1], password: 'secret1' }).success).toBe(false);
    expect(employeeSchema.safeParse({ ...person, organizations: [1], is_main_manager: true }).success).toBe(false);
  });
});

describe('employeeUpdateSchema', () => {
  it('takes the spec’s update payload, with both flags required', () => {
    expect(employeeUpdateSchema.parse({ id: 5, is_manager: true, is_active: false, organizations: [1] })).toEqual({
      id: 5,
      position: '',
      is_manager: true,
      is_active: false,
      organizations: [1],
    });
    expect(employeeUpdateSchema.safeParse({ id: 5, organizations: [1] }).success).toBe(false);
    expect(employeeUpdateSchema.safeParse({ id: 5, is_manager: true, is_active: true, organizations: [1], email: 'x@y.ru' }).success).toBe(false);
  });
});

describe('the employee forms', () => {
  it('read the ticked organisations as comma-joined ids, and ask for one when none is', () => {
    expect(employeeFormSchema.parse({ ...person, organizations: '1,2', is_manager: 'on' })).toMatchObject({ organizations: '1,2', is_manager: 'on' });
    expect(fieldErrors(employeeFormSchema, person)).toEqual({ organizations: ['Выберите хотя бы одну организацию'] });
    expect(fieldErrors(employeeUpdateFormSchema, { organizations: '1,x' })).toEqual({ organizations: ['Выберите хотя бы одну организацию'] });
    expect(employeeUpdateFormSchema.parse({ organizations: '3' })).toEqual({ position: '', organizations: '3' });
    // An unticked box is '' in the form's state, and nothing in a posted form.
    expect(employeeUpdateFormSchema.safeParse({ organizations: '3', is_manager: '', is_active: 'on' }).success).toBe(true);
    expect(employeeUpdateFormSchema.safeParse({ organizations: '3', is_active: 'yes' }).success).toBe(false);
  });
});
