import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRussianMessages } from './zod-messages.ts';

describe('zod messages in Russian', () => {
  beforeAll(() => useRussianMessages());
  const schema = z.strictObject({
    name: z.string(),
    count: z.number().int().positive(),
    flag: z.boolean(),
    nested: z.strictObject({ x: z.string() }),
    list: z.array(z.string()),
    short: z.string().min(3, 'Минимум 3 символов'),
  });
  const messages = (input: unknown) => Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('names a field left out as the forms do, a wrong type by the one expected, a number past 2^53 as too big', () => {
    expect(messages({ count: 2 ** 60, flag: 'да', nested: [], list: {}, short: 'ab' })).toEqual({
      name: 'Обязательное поле',
      count: 'Слишком большое число',
      flag: 'Неверный тип: ожидается true или false',
      nested: 'Неверный тип: ожидается объект',
      list: 'Неверный тип: ожидается массив',
      short: 'Минимум 3 символов',
    });
    expect(z.strictObject({ a: z.string() }).safeParse([]).error?.issues[0]?.message).toBe('Неверный тип: ожидается объект');
  });

  it('leaves the rest to zod’s Russian locale', () => {
    expect(messages({ name: 'x', count: -1, flag: true, nested: { x: 'y' }, list: [], short: 'abc' }).count).toMatch(/^Слишком маленькое значение/);
  });
});
