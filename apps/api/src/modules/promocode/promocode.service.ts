import type { PromocodeAnswer, Settings } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';
import { basketAnswer, priceOwnedBaskets } from '../basket/basket.service.ts';
import { findActiveBasket, updateBasket } from '../basket/baskets.repository.ts';
import type { Owner } from '../session/visitor.ts';
import { normalizeCode } from './promocode-rules.ts';
import { countUserUses, findPromocodeByCode, findPromocodesByIds, insertUse, takeUse } from './promocodes.repository.ts';

async function answer(db: Db, owner: Owner | null, settings: Settings, error: string | null): Promise<PromocodeAnswer> {
  return { success: error === null, error, basket: await basketAnswer(db, owner, settings) };
}

/** Puts a code on the active basket when every rule passes now; otherwise `{success: false, error}` with the reason. */
export async function applyPromocode(db: Db, owner: Owner | null, settings: Settings, typed: string): Promise<PromocodeAnswer> {
  if (!settings.basket.promocodes_enabled) return answer(db, owner, settings, 'Промокоды сейчас не принимаются');
  const basket = owner && (await findActiveBasket(db, owner, settings.basket.multi_enabled));
  if (!owner || !basket) return answer(db, owner, settings, 'Добавьте товары в корзину, чтобы применить промокод');
  const promocode = await findPromocodeByCode(db, normalizeCode(typed));
  if (!promocode) return answer(db, owner, settings, 'Промокод не найден');
  if (basket.promocodeId !== null && basket.promocodeId !== promocode.id) {
    const [current] = await findPromocodesByIds(db, [basket.promocodeId]);
    return answer(db, owner, settings, `К корзине уже применён промокод ${current?.code ?? ''}: отмените его, чтобы применить другой`);
  }
  const [priced] = await priceOwnedBaskets(db, owner, [{ ...basket, promocodeId: promocode.id }], settings);
  if (priced?.promo?.error) return answer(db, owner, settings, priced.promo.error);
  await updateBasket(db, basket.id, { promocode_id: promocode.id }, new Date().toISOString());
  return answer(db, owner, settings, null);
}

/** Takes the code off the active basket. */
export async function cancelPromocode(db: Db, owner: Owner | null, settings: Settings, typed: string): Promise<PromocodeAnswer> {
  const basket = owner && (await findActiveBasket(db, owner, settings.basket.multi_enabled));
  const [current] = basket?.promocodeId ? await findPromocodesByIds(db, [basket.promocodeId]) : [];
  if (!basket || !current || current.code !== normalizeCode(typed)) return answer(db, owner, settings, 'Этот промокод не применён к корзине');
  await updateBasket(db, basket.id, { promocode_id: null }, new Date().toISOString());
  return answer(db, owner, settings, null);
}

/** Why checkout refuses a promo code it re-checks (409). */
export const promocodeUseMessages = ['Промокод больше не действует: все его использования исчерпаны', 'Вы уже использовали этот промокод'] as const;

/**
 * Counts one use of a code by an order; for checkout, inside its transaction after re-pricing the basket.
 * The total limit is checked by the counting statement itself (it also locks the code's row on PostgreSQL
 * until commit), the buyer's own limit after it; either refusal rolls the order back.
 */
export async function recordPromocodeUse(trx: Db, promocodeId: number, userId: number | null, orderId: number): Promise<void> {
  if (!(await takeUse(trx, promocodeId))) throw conflict(promocodeUseMessages[0]);
  const [promocode] = await findPromocodesByIds(trx, [promocodeId]);
  const perUser = promocode?.maxUsesPerUser ?? null;
  if (userId !== null && perUser !== null && (await countUserUses(trx, promocodeId, userId)) >= perUser) throw conflict(promocodeUseMessages[1]);
  await insertUse(trx, { promocodeId, userId, orderId }, new Date().toISOString());
}
