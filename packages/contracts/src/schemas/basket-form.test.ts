import { describe, expect, it, vi } from 'vitest';
import { basketCreateSchema } from './basket-form.ts';

describe('basketCreateSchema: the «Создать корзину» form and the API', () => {
  it('takes a name, an optional description and a colour of the list', () => {
    expect(basketCreateSchema.parse({ name: 'Объект на Лесной', color: 'primary' })).toEqual({ name: 'Объект на Лесной', description: '', color: 'primary' });
    const refused = basketCreateSchema.safeParse({ name: '', color: 'пурпурный' });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Обязательное поле'],
      ['color', 'Выберите цвет из списка'],
    ]);
  });

  it('loads none of the baskets’ wire schemas, which only the API checks (the browser’s form would construct them all)', async () => {
    vi.resetModules();
    const loaded = (name: string) => () => {
      throw new Error(`${name} was loaded`);
    };
    vi.doMock('./basket.ts', loaded('basket.ts'));
    vi.doMock('./catalog.ts', loaded('catalog.ts'));
    try {
      const form = await import('./basket-form.ts');
      expect(form.basketCreateSchema.safeParse({ name: 'Склад' }).success).toBe(true);
    } finally {
      vi.doUnmock('./basket.ts');
      vi.doUnmock('./catalog.ts');
    }
  });
});
