import { type Basket, basketLimits, type Settings } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { countUserUses, findPromocodesByIds } from '../promocode/promocodes.repository.ts';
import type { Owner } from '../session/visitor.ts';
import { addToLine, countLines, type LineRow, deleteLines, findLineById, setLineQuantity } from './basket-items.repository.ts';
import { activeBasketWithLines, basketLines, productFacts } from './basket-lines.ts';
import { basketMessages } from './basket-messages.ts';
import { toBasketView } from './basket-view.ts';
import { type BasketRow, growActiveBasketLine, insertMainBasketIfMissing, lockActiveBasket } from './baskets.repository.ts';
import { type PricedBasket, priceBasket } from './pricing.ts';
import { recommendedFor } from './recommendations.ts';

/** Baskets priced from the catalogue now, each with its promo code re-checked for this owner. */
export async function priceOwnedBaskets(db: Db, owner: Owner, baskets: readonly BasketRow[], settings: Settings): Promise<PricedBasket[]> {
  const rows = await basketLines(
    db,
    baskets.map((basket) => basket.id),
  );
  return priceWithLines(db, owner, baskets, rows, settings);
}

async function priceWithLines(db: Db, owner: Owner, baskets: readonly BasketRow[], rows: readonly LineRow[], settings: Settings): Promise<PricedBasket[]> {
  const promoIds = settings.basket.promocodes_enabled ? [...new Set(baskets.flatMap((basket) => basket.promocodeId ?? []))] : [];
  const promocodes = await findPromocodesByIds(db, promoIds);
  const uses = new Map<number, number>();
  for (const promo of promocodes) uses.set(promo.id, owner.userId === null ? 0 : await countUserUses(db, promo.id, owner.userId));
  const now = new Date();
  return baskets.map((basket) => {
    const promocode = promocodes.find((promo) => promo.id === basket.promocodeId) ?? null;
    const lines = rows.filter((row) => row.basket_id === basket.id);
    return priceBasket(basket, lines, promocode, { userUses: promocode ? (uses.get(promocode.id) ?? 0) : 0, now });
  });
}

/**
 * The owner's active basket priced from the catalogue now, its promo code re-checked: what every basket
 * answer shows, and what checkout re-prices with (inside its transaction, after `beginBasketWrite`).
 */
export async function getPricedBasket(db: Db, owner: Owner | null, settings: Settings): Promise<PricedBasket> {
  const active = owner && (await activeBasketWithLines(db, owner, settings.basket.multi_enabled));
  if (!owner || !active) return priceBasket(null, [], null, { userUses: 0, now: new Date() });
  return (await priceWithLines(db, owner, [active.basket], active.lines, settings))[0]!;
}

/** The lines of the owner's active basket with their products now, for what needs no prices (delivery weighs them). */
export async function activeBasketLines(db: Db, owner: Owner | null, settings: Settings): Promise<LineRow[]> {
  const active = owner && (await activeBasketWithLines(db, owner, settings.basket.multi_enabled));
  return active ? active.lines : [];
}

async function answerOf(db: Db, priced: PricedBasket, settings: Settings, notices: string[]): Promise<Basket> {
  const recommended = settings.basket.recommended_products_shown
    ? await recommendedFor(
        db,
        priced.lines.map((line) => line.line),
      )
    : [];
  return toBasketView(priced, recommended, notices);
}

/** The whole basket as every basket call answers it. */
export async function basketAnswer(db: Db, owner: Owner | null, settings: Settings, notices: string[] = []): Promise<Basket> {
  return answerOf(db, await getPricedBasket(db, owner, settings), settings, notices);
}

/**
 * Any basket of the owner's (not only the active one), answered as the active one is. A write answers with
 * the basket it locked, so the answer costs no second look for the active basket.
 */
export async function ownedBasketAnswer(db: Db, owner: Owner, basket: BasketRow, settings: Settings, notices: string[] = []): Promise<Basket> {
  const [priced] = await priceOwnedBaskets(db, owner, [basket], settings);
  return answerOf(db, priced!, settings, notices);
}

/** What a write to the active basket tells its answer: the basket it wrote, and the notices for the buyer. */
export interface BasketWrite {
  basket: BasketRow;
  notices: string[];
}

/**
 * Opens a basket write inside a transaction: locks the active basket (lockActiveBasket), making the
 * owner's main basket first on their first write, so writes to one basket run one after another.
 */
export async function beginBasketWrite(trx: Db, owner: Owner, settings: Settings, now: string): Promise<BasketRow> {
  const multi = settings.basket.multi_enabled;
  const found = await lockActiveBasket(trx, owner, multi, now);
  if (found) return found;
  await insertMainBasketIfMissing(trx, owner, now);
  const created = await lockActiveBasket(trx, owner, multi, now);
  if (!created) throw new Error('the main basket was not created');
  return created;
}

const roundUp = (quantity: number, multiple: number) => Math.ceil(quantity / multiple) * multiple;

/** Rounds up to the product's multiple; the notice tells the buyer when it did. */
function toMultiple(quantity: number, product: { name: string; unit: string; order_multiple: number }) {
  const rounded = roundUp(quantity, product.order_multiple);
  const notice =
    rounded === quantity
      ? null
      : `«${product.name}» продаётся кратно ${product.order_multiple} ${product.unit}: количество округлено до ${rounded} ${product.unit}`;
  return { rounded, notices: notice ? [notice] : [] };
}

const tooMuch = () => unprocessable(basketMessages.tooMuch);

/**
 * Adds the product to the active basket (its line grows, or a new line starts); answers the notices for the buyer.
 * Growing a line is one statement; a new line, the owner's first basket or a quantity past the limit take a
 * transaction, which checks the line limits after its write and undoes it when one is passed.
 */
export async function addToBasket(db: Db, owner: Owner, settings: Settings, productId: number, quantity: number): Promise<string[]> {
  const product = (await productFacts(db, [productId])).get(productId);
  if (!product) throw notFound(basketMessages.productNotFound);
  const { rounded, notices } = toMultiple(quantity, product);
  if (rounded > basketLimits.maxQuantity) throw tooMuch();
  const multi = settings.basket.multi_enabled;
  if ((await growActiveBasketLine(db, owner, multi, { productId, quantity: rounded, max: basketLimits.maxQuantity })) !== undefined) return notices;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const basket = await beginBasketWrite(trx, owner, settings, now);
    const lineQuantity = await addToLine(trx, basket.id, productId, rounded, now);
    if (lineQuantity > basketLimits.maxQuantity) throw tooMuch();
    const newLine = lineQuantity === rounded;
    if (newLine && (await countLines(trx, basket.id)) > basketLimits.maxLines) {
      throw unprocessable(basketMessages.tooManyLines);
    }
  });
  return notices;
}

/**
 * Adds several products to the active basket in one transaction (quick order): all of them, or nothing when a
 * product is unknown or a line or the basket would pass its limit. A product listed twice gets both quantities,
 * rounded up to its multiple once.
 */
export async function addListToBasket(db: Db, owner: Owner, settings: Settings, items: readonly { id: number; quantity: number }[]): Promise<BasketWrite> {
  const wanted = new Map<number, number>();
  for (const item of items) wanted.set(item.id, (wanted.get(item.id) ?? 0) + item.quantity);
  const products = await productFacts(db, [...wanted.keys()]);
  const lines: { productId: number; quantity: number }[] = [];
  const notices: string[] = [];
  for (const [productId, quantity] of wanted) {
    const product = products.get(productId);
    if (!product) throw notFound(basketMessages.productNotFound);
    const rounded = toMultiple(quantity, product);
    if (rounded.rounded > basketLimits.maxQuantity) throw tooMuch();
    lines.push({ productId, quantity: rounded.rounded });
    notices.push(...rounded.notices);
  }
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const basket = await beginBasketWrite(trx, owner, settings, now);
    for (const line of lines) {
      if ((await addToLine(trx, basket.id, line.productId, line.quantity, now)) > basketLimits.maxQuantity) throw tooMuch();
    }
    if ((await countLines(trx, basket.id)) > basketLimits.maxLines) throw unprocessable(basketMessages.tooManyLines);
    return { basket, notices };
  });
}

/** Sets a line of the active basket (0 removes it); another basket's line is not found. */
export async function setQuantity(db: Db, owner: Owner | null, settings: Settings, bid: number, quantity: number): Promise<BasketWrite> {
  if (!owner) throw notFound(basketMessages.lineNotFound);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const basket = await beginBasketWrite(trx, owner, settings, now);
    const line = await findLineById(trx, basket.id, bid);
    if (!line) throw notFound(basketMessages.lineNotFound);
    if (quantity === 0) {
      await deleteLines(trx, basket.id, [bid]);
      return { basket, notices: [] };
    }
    const { rounded, notices } = toMultiple(quantity, line);
    if (rounded > basketLimits.maxQuantity) throw tooMuch();
    await setLineQuantity(trx, bid, rounded);
    return { basket, notices };
  });
}

/** Removes lines of the active basket: all of them, or none when one is not there. */
export async function removeLines(db: Db, owner: Owner | null, settings: Settings, bids: readonly number[]): Promise<BasketWrite> {
  if (!owner) throw notFound(basketMessages.lineNotFound);
  const unique = [...new Set(bids)];
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const basket = await beginBasketWrite(trx, owner, settings, now);
    if ((await deleteLines(trx, basket.id, unique)) !== unique.length) throw notFound(basketMessages.lineNotFound);
    return { basket, notices: [] };
  });
}
