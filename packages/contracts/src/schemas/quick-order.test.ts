import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { basketAddListSchema, quickOrderAddFormSchema, quickOrderRequestSchema } from './quick-order.ts';

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('quickOrderRequestSchema', () => {
  it('takes a list of up to 200 lines, blank ones not counted', () => {
    const lines = Array.from({ length: 200 }, (_, index) => `DIN933-8.8-ZN-M10X${index + 10}\t5`).join('\n\n');
    expect(quickOrderRequestSchema.safeParse({ text: lines }).success).toBe(true);
    expect(messages(quickOrderRequestSchema, { text: `${lines}\nболт М10` })).toEqual(['Не больше 200 строк за раз']);
  });

  it('asks for a list when there is none, and refuses a huge paste', () => {
    expect(messages(quickOrderRequestSchema, { text: ' \n\t ' })).toEqual(['Вставьте список товаров: по одному в строке']);
    expect(messages(quickOrderRequestSchema, {})).toEqual(['Вставьте список товаров: по одному в строке']);
    expect(messages(quickOrderRequestSchema, { text: 'б'.repeat(20_001) })[0]).toBe('Список слишком длинный: не больше 20 000 символов');
  });
});

describe('basketAddListSchema', () => {
  it('takes 1 to 200 items of a product id and a whole quantity of at least 1', () => {
    expect(basketAddListSchema.parse({ items: [{ id: 3, quantity: 100 }] })).toEqual({ items: [{ id: 3, quantity: 100 }] });
    expect(messages(basketAddListSchema, { items: [] })).toEqual(['Нет найденных товаров для корзины']);
    expect(basketAddListSchema.safeParse({ items: [{ id: 3, quantity: 0 }] }).success).toBe(false);
    expect(basketAddListSchema.safeParse({ items: [{ id: -3, quantity: 1 }] }).success).toBe(false);
    expect(basketAddListSchema.safeParse({ items: [{ id: 3, quantity: 1, price: 1 }] }).success).toBe(false);
    expect(basketAddListSchema.safeParse({ items: Array.from({ length: 201 }, (_, id) => ({ id: id + 1, quantity: 1 })) }).success).toBe(false);
  });
});

describe('quickOrderAddFormSchema', () => {
  it('reads the ticked lines as id:quantity pairs, none of them zero', () => {
    expect(quickOrderAddFormSchema.safeParse({ items: '12:100,15:3', text: 'x' }).success).toBe(true);
    expect(messages(quickOrderAddFormSchema, { items: '12:0', text: 'x' })).toEqual(['Нет найденных товаров для корзины']);
    expect(messages(quickOrderAddFormSchema, { text: 'x' })).toEqual(['Нет найденных товаров для корзины']);
  });
});
