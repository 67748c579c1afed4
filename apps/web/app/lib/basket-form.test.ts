import { describe, expect, it } from 'vitest';
import { addPayload, addValue } from './basket-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('addPayload', () => {
  it('reads a listing card’s button: the product and its multiple in one value', () => {
    expect(addPayload(form({ add: addValue(7, 100), back: '/catalog/' }))).toEqual({ id: 7, quantity: 100 });
  });

  it('reads the product page’s form: the product and the chosen quantity', () => {
    expect(addPayload(form({ id: '7', quantity: '30' }))).toEqual({ id: 7, quantity: 30 });
    expect(addPayload(form({ id: '7' }))).toEqual({ id: 7, quantity: 1 });
  });

  it('leaves a malformed value for the API’s schema to refuse', () => {
    expect(addPayload(form({ add: 'x' }))).toEqual({ id: Number.NaN, quantity: 0 });
  });
});
