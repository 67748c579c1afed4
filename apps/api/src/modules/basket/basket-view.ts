import type { Basket, BasketItem, MultiBasketEntry } from '@store/contracts';
import { anchorDrillDiameter } from '@store/fasteners';
import { drawingKey, drawingUrl } from '../catalog/drawings/drawing-url.ts';
import { productUrl } from '../catalog/product-card.ts';
import type { PricedBasket, PricedLine } from './pricing.ts';

const grams = (weight: number) => Math.round(weight * 10) / 10;

/** The article, and for an anchor the drill it needs (the catalogue sells no drills to recommend). */
function properties(line: PricedLine['line']) {
  const drill = anchorDrillDiameter({ type: line.type_name, name: line.name, diameter: line.diameter });
  const article = { code: 'article', name: 'Артикул', value: line.article };
  return drill === null ? [article] : [article, { code: 'drill_diameter', name: 'Диаметр сверления', value: `${String(drill).replace('.', ',')} мм` }];
}

function toItem({ line, unitPrice, sumPrice, sumDiscountPrice, weightG, onOrder }: PricedLine): BasketItem {
  return {
    id: line.product_id,
    bid: line.bid,
    code: line.code,
    name: line.name,
    image: drawingUrl(drawingKey(line.drawing, line.diameter, line.length)),
    url: productUrl(line.category_path, line.code),
    properties: properties(line),
    price: line.price,
    discount_price: unitPrice,
    quantity: line.quantity,
    measure: line.unit,
    order_multiple: line.order_multiple,
    sum_price: sumPrice,
    sum_discount_price: sumDiscountPrice,
    available: line.stock > 0,
    stock: line.stock,
    on_order: onOrder,
    weight_g: grams(weightG),
  };
}

/** Spec §3 "Basket" on the wire. */
export function toBasketView(priced: PricedBasket, recommendedIds: number[], notices: string[]): Basket {
  const { basket, promo } = priced;
  return {
    items: priced.lines.map(toItem),
    count: priced.lines.length,
    price: priced.price,
    discount: priced.discount,
    discount_price: priced.discountPrice,
    weight_g: grams(priced.weightG),
    recommended_ids: recommendedIds,
    promocode_info: promo && {
      code: promo.promocode.code,
      description: promo.promocode.description,
      applied: promo.error === null,
      discount: promo.discount,
      error: promo.error,
    },
    current_basket: basket && { id: basket.id, name: basket.name, description: basket.description, color: basket.color, is_main: basket.isMain },
    notices,
  };
}

/** Spec §3 "Multi-basket entry". */
export function toMultiBasketEntry(priced: PricedBasket & { basket: NonNullable<PricedBasket['basket']> }, activeId: number): MultiBasketEntry {
  const { basket } = priced;
  return {
    id: basket.id,
    name: basket.name,
    description: basket.description,
    count: priced.lines.length,
    price: priced.discountPrice,
    is_main: basket.isMain,
    is_active: basket.id === activeId,
    color: basket.color,
  };
}
