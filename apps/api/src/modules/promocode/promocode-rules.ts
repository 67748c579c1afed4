import { formatMoney } from '@store/contracts';

export interface Promocode {
  id: number;
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or kopecks. */
  value: number;
  /** Kopecks the goods must cost (after catalogue discounts) for the code to work. */
  minSum: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  usedCount: number;
  /** Category paths the code is limited to (with their subcategories); empty: every product. */
  categoryPaths: readonly string[];
}

/** A basket line as the rules see it: what it costs and where its product sits. */
export interface PromoLine {
  sum: number;
  categoryPath: string;
}

export type PromoVerdict = { discount: number; error: null } | { discount: 0; error: string };

/** The form a buyer types a code in does not matter: codes are kept in upper case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

const moscowDate = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });

const fail = (error: string): PromoVerdict => ({ discount: 0, error });

const inCategory = (path: string, category: string) => path === category || path.startsWith(`${category}/`);

/**
 * Whether the code gives the basket a discount now, and how much (kopecks), or the reason in Russian. A
 * percentage is taken of the lines it applies to; a fixed amount never exceeds them.
 */
export function judgePromocode(promo: Promocode, basket: { lines: readonly PromoLine[]; userUses: number; now: Date }): PromoVerdict {
  const now = basket.now.toISOString();
  if (promo.startsAt !== null && now < promo.startsAt) return fail(`Промокод действует с ${moscowDate.format(new Date(promo.startsAt))}`);
  if (promo.endsAt !== null && now >= promo.endsAt) return fail('Срок действия промокода истёк');
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return fail('Промокод больше не действует: все его использования исчерпаны');
  if (promo.maxUsesPerUser !== null && basket.userUses >= promo.maxUsesPerUser) return fail('Вы уже использовали этот промокод');
  if (basket.lines.length === 0) return fail('Добавьте товары в корзину, чтобы применить промокод');
  const goods = basket.lines.reduce((sum, line) => sum + line.sum, 0);
  if (goods < promo.minSum) {
    return fail(`Промокод действует при заказе от ${formatMoney(promo.minSum)}: добавьте товаров ещё на ${formatMoney(promo.minSum - goods)}`);
  }
  const eligible = promo.categoryPaths.length
    ? basket.lines.filter((line) => promo.categoryPaths.some((category) => inCategory(line.categoryPath, category)))
    : basket.lines;
  const eligibleSum = eligible.reduce((sum, line) => sum + line.sum, 0);
  if (eligibleSum === 0) return fail('Промокод не действует на товары в корзине');
  const discount = promo.kind === 'percent' ? Math.round((eligibleSum * promo.value) / 100) : Math.min(promo.value, eligibleSum);
  return { discount, error: null };
}
