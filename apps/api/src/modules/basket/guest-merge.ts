import { basketLimits } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { addToLine, bareLines, setLineQuantity } from './basket-items.repository.ts';
import { beginBasketWrite } from './basket.service.ts';
import { findActiveBasket, updateBasket } from './baskets.repository.ts';

/**
 * At sign-in or registration the guest's basket moves into the user's active basket: a product already
 * there adds up (to at most 999 999), new products become lines while there is room (300), and the guest's
 * promo code comes along when the user's basket has none. Runs inside the sign-in transaction; the guest's
 * own rows are deleted with the guest session.
 */
export async function mergeGuestBasket(trx: Db, userId: number, guestSessionId: string | null): Promise<void> {
  if (guestSessionId === null) return;
  const guest = await findActiveBasket(trx, { userId: null, sessionId: guestSessionId }, false);
  if (!guest) return;
  const lines = await bareLines(trx, guest.id);
  if (lines.length === 0 && guest.promocodeId === null) return;

  const now = new Date().toISOString();
  const target = await beginBasketWrite(trx, { userId, sessionId: null }, await getSettings(trx), now);
  const existing = new Map((await bareLines(trx, target.id)).map((line) => [line.product_id, line]));
  let count = existing.size;
  for (const line of lines) {
    const mine = existing.get(line.product_id);
    if (mine) {
      await setLineQuantity(trx, mine.id, Math.min(mine.quantity + line.quantity, basketLimits.maxQuantity));
    } else if (count < basketLimits.maxLines) {
      await addToLine(trx, target.id, line.product_id, line.quantity, now);
      count += 1;
    }
  }
  if (target.promocodeId === null && guest.promocodeId !== null) await updateBasket(trx, target.id, { promocode_id: guest.promocodeId }, now);
}
