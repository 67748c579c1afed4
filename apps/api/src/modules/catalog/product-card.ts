import { discountPercent, formatDecimal, type ProductCard } from '@store/contracts';
import { coarsePitch } from '@store/fasteners';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { categoryUrl } from './categories.repository.ts';
import { drawingKey, drawingUrl } from './drawings/drawing-url.ts';

/** A product row as the repositories read it, with its family's drawing kind. */
export type ProductRow = Omit<Selectable<Database['products']>, 'family_id' | 'popularity' | 'lead_time_days'> & { drawing: string };

/** 'М10×50', 'М10×1,25×50' for a fine pitch, 'М12' without length, '4,2×19' for unthreaded sizes. */
export function sizeLabel({ diameter, length, pitch }: Pick<ProductRow, 'diameter' | 'length' | 'pitch'>): string {
  const finePitch = pitch !== null && pitch !== coarsePitch(diameter) ? formatDecimal(pitch) : null;
  const parts = [`${pitch === null ? '' : 'М'}${formatDecimal(diameter)}`, finePitch, length === null ? null : formatDecimal(length)];
  return parts.filter((part) => part !== null).join('×');
}

export const productUrl = (categoryPath: string, code: string) => `${categoryUrl(categoryPath)}product/${code}/`;

/** The properties a card shows, most telling first (spec §3 "Product card"); the article has a field of its own. */
export function cardProperties(row: ProductRow) {
  const properties = [
    { code: 'standard', name: 'Стандарт', value: row.standard },
    { code: 'size', name: 'Размер', value: sizeLabel(row) },
    { code: 'strength_class', name: 'Класс прочности', value: row.strength_class ?? '' },
    { code: 'material', name: 'Материал', value: row.material },
    { code: 'coating', name: 'Покрытие', value: row.coating },
  ];
  return properties.filter((property) => property.value !== '');
}

/** Row → wire card. `type` is the section name (spec §3), from the category the product sits in. */
export function toProductCard(row: ProductRow, category: { path: string; name: string }): ProductCard {
  return {
    id: row.id,
    offer_id: row.id,
    code: row.code,
    article: row.article,
    url: productUrl(category.path, row.code),
    available: row.stock > 0,
    has_offers: false,
    name: row.name,
    type: category.name,
    properties: cardProperties(row),
    images: [drawingUrl(drawingKey(row.drawing, row.diameter, row.length))],
    price: row.price,
    discount_price: row.discount_price,
    discount_percent: discountPercent(row.price, row.discount_price),
    unit: row.unit,
    pack_qty: row.pack_qty,
    order_multiple: row.order_multiple,
    stock: row.stock,
  };
}
