import {
  type Basket,
  type BasketColor,
  basketColors,
  type BasketCopyPayload,
  type BasketCreatePayload,
  basketLimits,
  type BasketUpdatePayload,
  type MultiBasketChange,
  type MultiBasketEntry,
  type Settings,
} from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import type { Owner } from '../session/visitor.ts';
import { addToLine, bareLines } from './basket-items.repository.ts';
import { basketAnswer, ownedBasketAnswer, priceOwnedBaskets } from './basket.service.ts';
import { basketMessages } from './basket-messages.ts';
import { toMultiBasketEntry } from './basket-view.ts';
import {
  activateUserBasket,
  deleteUserBasket,
  findActiveBasket,
  findOwnedBasket,
  insertBasket,
  insertMainBasketIfMissing,
  listBaskets,
  lockUserBaskets,
  updateUserBasket,
} from './baskets.repository.ts';

/** Every basket of the owner, priced; a guest has at most one, and so has a user while several are off. */
export async function listEntries(db: Db, owner: Owner | null, settings: Settings): Promise<MultiBasketEntry[]> {
  if (!owner) return [];
  const multi = settings.basket.multi_enabled;
  const active = await findActiveBasket(db, owner, multi);
  if (!active) return [];
  const baskets = owner.userId !== null && multi ? await listBaskets(db, owner.userId) : [active];
  const priced = await priceOwnedBaskets(db, owner, baskets, settings);
  return priced.map((entry) => toMultiBasketEntry({ ...entry, basket: entry.basket! }, active.id));
}

/** What every multi-basket change answers: the list and the whole active basket. */
export async function multiBasketAnswer(db: Db, owner: Owner, settings: Settings): Promise<MultiBasketChange> {
  return { baskets: await listEntries(db, owner, settings), basket: await basketAnswer(db, owner, settings) };
}

function requireMulti(settings: Settings) {
  if (!settings.basket.multi_enabled) throw forbidden(basketMessages.multiOff);
}

const basketNotFound = () => notFound(basketMessages.basketNotFound);

/** A new named basket (the main one is made first if the user has none); at most 8 in all. */
export async function createBasket(db: Db, userId: number, settings: Settings, payload: BasketCreatePayload): Promise<void> {
  requireMulti(settings);
  const owner: Owner = { userId, sessionId: null };
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await insertMainBasketIfMissing(trx, owner, now);
    // Two creates at seven baskets cannot both pass the count.
    await lockUserBaskets(trx, userId, now);
    const baskets = await listBaskets(trx, userId);
    if (baskets.length >= basketLimits.maxBaskets) throw unprocessable(basketMessages.tooManyBaskets);
    const used = new Set(baskets.map((basket) => basket.color));
    const color: BasketColor = payload.color ?? basketColors.find((candidate) => !used.has(candidate)) ?? 'primary';
    await insertBasket(trx, userId, { name: payload.name, description: payload.description, color }, now);
  });
}

export async function updateBasket(db: Db, userId: number, settings: Settings, payload: BasketUpdatePayload): Promise<void> {
  requireMulti(settings);
  const { basket_id: basketId, ...changes } = payload;
  if (!(await updateUserBasket(db, userId, basketId, changes, new Date().toISOString()))) throw basketNotFound();
}

/** Deletes a basket and its lines; when it was the active one, the main basket is active again. */
export async function deleteBasket(db: Db, userId: number, settings: Settings, basketId: number): Promise<void> {
  requireMulti(settings);
  if (await deleteUserBasket(db, userId, basketId)) return;
  const basket = await findOwnedBasket(db, { userId, sessionId: null }, basketId);
  throw basket?.isMain ? unprocessable(basketMessages.mainNotDeletable) : basketNotFound();
}

export async function changeBasket(db: Db, userId: number, settings: Settings, basketId: number): Promise<void> {
  requireMulti(settings);
  if (!(await activateUserBasket(db, userId, basketId))) throw basketNotFound();
}

/** One of the user's baskets, whole: any of them, not only the active one (the specifications page). */
export async function ownedBasket(db: Db, userId: number, settings: Settings, basketId: number): Promise<Basket> {
  const owner: Owner = { userId, sessionId: null };
  const basket = await findOwnedBasket(db, owner, basketId);
  if (!basket) throw basketNotFound();
  return ownedBasketAnswer(db, owner, basket, settings);
}

/**
 * Copies every line of one of the user's baskets into another: a product already there adds up. All or
 * nothing: refused when the target would pass 300 lines or a line 999 999 units.
 */
export async function copyItems(db: Db, userId: number, settings: Settings, payload: BasketCopyPayload): Promise<void> {
  requireMulti(settings);
  const owner: Owner = { userId, sessionId: null };
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Locked like a create, so a concurrent add cannot slip past the limits checked below.
    await lockUserBaskets(trx, userId, now);
    const from = await findOwnedBasket(trx, owner, payload.from_basket_id);
    const to = await findOwnedBasket(trx, owner, payload.to_basket_id);
    if (!from || !to) throw basketNotFound();
    if (from.id === to.id) throw unprocessable(basketMessages.copyToItself);
    const lines = await bareLines(trx, from.id);
    const existing = new Map((await bareLines(trx, to.id)).map((line) => [line.product_id, line.quantity]));
    const added = lines.filter((line) => !existing.has(line.product_id)).length;
    if (existing.size + added > basketLimits.maxLines) throw unprocessable(basketMessages.tooManyLines);
    if (lines.some((line) => (existing.get(line.product_id) ?? 0) + line.quantity > basketLimits.maxQuantity)) throw unprocessable(basketMessages.tooMuch);
    for (const line of lines) await addToLine(trx, to.id, line.product_id, line.quantity, now);
  });
}
