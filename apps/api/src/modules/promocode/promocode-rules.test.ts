import { describe, expect, it } from 'vitest';
import { judgePromocode, normalizeCode, type Promocode } from './promocode-rules.ts';

const promo: Promocode = {
  id: 1,
  code: 'TEST',
  description: '',
  kind: 'percent',
  value: 10,
  minSum: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerUser: null,
  usedCount: 0,
  categoryPaths: [],
};
const now = new Date('2026-03-01T12:00:00Z');
const lines = [
  { sum: 100_000, categoryPath: 'bolty/bolty-shestigrannye' },
  { sum: 50_050, categoryPath: 'ankery/ankery-klinovye' },
];
const judge = (change: Partial<Promocode>, basket: Partial<Parameters<typeof judgePromocode>[1]> = {}) =>
  judgePromocode({ ...promo, ...change }, { lines, userUses: 0, now, ...basket });

describe('promo code rules', () => {
  it('takes a percentage of the goods, rounded to the kopeck', () => {
    expect(judge({ value: 10 })).toEqual({ discount: 15_005, error: null });
    expect(judge({ value: 7 })).toEqual({ discount: 10_504, error: null });
  });

  it('takes a fixed amount, never more than the goods cost', () => {
    expect(judge({ kind: 'fixed', value: 20_000 })).toEqual({ discount: 20_000, error: null });
    expect(judge({ kind: 'fixed', value: 500_000 })).toEqual({ discount: 150_050, error: null });
  });

  it('says when the code starts, or that it has ended', () => {
    expect(judge({ startsAt: '2026-03-31T21:00:00.000Z' }).error).toBe('Промокод действует с 01.04.2026');
    expect(judge({ endsAt: '2026-03-01T11:59:59.000Z' }).error).toBe('Срок действия промокода истёк');
    expect(judge({ startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2026-12-31T00:00:00.000Z' }).error).toBeNull();
  });

  it('names the minimum and how much is still missing', () => {
    expect(judge({ minSum: 5_000_000 }).error).toBe('Промокод действует при заказе от 50\u00a0000\u00a0₽: добавьте товаров ещё на 48\u00a0499,50\u00a0₽');
    expect(judge({ minSum: 150_050 }).error).toBeNull();
  });

  it('refuses a code used up in total or by this buyer', () => {
    expect(judge({ maxUses: 3, usedCount: 3 }).error).toBe('Промокод больше не действует: все его использования исчерпаны');
    expect(judge({ maxUses: 3, usedCount: 2 }).error).toBeNull();
    expect(judge({ maxUsesPerUser: 1 }, { userUses: 1 }).error).toBe('Вы уже использовали этот промокод');
  });

  it('counts only the goods of its categories (subcategories included), and refuses a basket without them', () => {
    expect(judge({ categoryPaths: ['ankery'] })).toEqual({ discount: 5_005, error: null });
    expect(judge({ categoryPaths: ['ankery/ankery-klinovye'] }).discount).toBe(5_005);
    expect(judge({ categoryPaths: ['ank'] }).error).toBe('Промокод не действует на товары в корзине');
    expect(judge({ categoryPaths: ['shayby'] }).error).toBe('Промокод не действует на товары в корзине');
  });

  it('refuses an empty basket, and reads codes case- and space-blind', () => {
    expect(judge({}, { lines: [] }).error).toBe('Добавьте товары в корзину, чтобы применить промокод');
    expect(normalizeCode('  krep10 ')).toBe('KREP10');
  });
});
