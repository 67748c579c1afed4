import { judgePromocode, type Promocode } from '../promocode/promocode-rules.ts';
import type { LineRow } from './basket-items.repository.ts';
import type { BasketRow } from './baskets.repository.ts';

/** A line priced from the catalogue now. Money in kopecks; weight in grams. */
export interface PricedLine {
  line: LineRow;
  /** What one unit costs after the catalogue discount. */
  unitPrice: number;
  sumPrice: number;
  sumDiscountPrice: number;
  weightG: number;
  /** More is ordered than the warehouses hold: «под заказ». */
  onOrder: boolean;
}

export interface PromoResult {
  promocode: Promocode;
  /** Kopecks off; 0 with `error` saying why when the code gives nothing now. */
  discount: number;
  error: string | null;
}

/** A basket priced for display and for checkout: every figure comes from the catalogue at this moment. */
export interface PricedBasket {
  basket: BasketRow | null;
  lines: PricedLine[];
  /** List prices of all lines. */
  price: number;
  /** After catalogue discounts, before the promo code. */
  goodsPrice: number;
  promo: PromoResult | null;
  /** What is paid. */
  discountPrice: number;
  discount: number;
  weightG: number;
}

/** Grams of one unit: a kilogram, a pack of pieces, or a piece (delivery weighs orders by it too). */
export const unitWeight = (product: Pick<LineRow, 'unit' | 'weight_g' | 'pack_qty'>) => (product.unit === 'кг' ? 1000 : product.weight_g * product.pack_qty);

export function priceLine(line: LineRow): PricedLine {
  const unitPrice = line.discount_price ?? line.price;
  return {
    line,
    unitPrice,
    sumPrice: line.price * line.quantity,
    sumDiscountPrice: unitPrice * line.quantity,
    weightG: unitWeight(line) * line.quantity,
    onOrder: line.quantity > line.stock,
  };
}

/** Prices the basket's lines and re-checks its promo code (`promocode` null when it has none or codes are off). */
export function priceBasket(
  basket: BasketRow | null,
  rows: readonly LineRow[],
  promocode: Promocode | null,
  context: { userUses: number; now: Date },
): PricedBasket {
  const lines = rows.map(priceLine);
  const sum = (pick: (line: PricedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const price = sum((line) => line.sumPrice);
  const goodsPrice = sum((line) => line.sumDiscountPrice);
  const verdict = promocode
    ? judgePromocode(promocode, { lines: lines.map((line) => ({ sum: line.sumDiscountPrice, categoryPath: line.line.category_path })), ...context })
    : null;
  const promoDiscount = verdict?.discount ?? 0;
  return {
    basket,
    lines,
    price,
    goodsPrice,
    promo: promocode && verdict ? { promocode, discount: verdict.discount, error: verdict.error } : null,
    discountPrice: goodsPrice - promoDiscount,
    discount: price - goodsPrice + promoDiscount,
    weightG: sum((line) => line.weightG),
  };
}
