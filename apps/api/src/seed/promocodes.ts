import type { Trx } from '../db/database.ts';
import { insertPromocode, type NewPromocode } from '../modules/promocode/promocodes.repository.ts';

const unlimited = { startsAt: null, endsAt: null, maxUses: null, maxUsesPerUser: null, categoryIds: [] } as const;

/** Demo promo codes (README "Demo promo codes"). Amounts in kopecks. */
export const demoPromocodes: NewPromocode[] = [
  { ...unlimited, code: 'KREP10', description: 'Скидка 10 % на весь заказ', kind: 'percent', value: 10, minSum: 0 },
  { ...unlimited, code: 'OPT5000', description: 'Скидка 5 000 ₽ на заказ от 50 000 ₽', kind: 'fixed', value: 500_000, minSum: 5_000_000 },
  { ...unlimited, code: 'OLD2025', description: 'Скидка 15 % до конца 2025 года', kind: 'percent', value: 15, minSum: 0, endsAt: '2025-12-31T21:00:00.000Z' },
];

export async function seedPromocodes(trx: Trx): Promise<void> {
  const now = new Date().toISOString();
  for (const promo of demoPromocodes) await insertPromocode(trx, promo, now);
}
