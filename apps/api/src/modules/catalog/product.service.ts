import { formatDecimal, type ProductDetail } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { familyDocuments } from './documents/documents.repository.ts';
import type { ListingIndexCache } from './listing-index-cache.ts';
import { productUrl, sizeLabel, toProductCard } from './product-card.ts';
import { familySizes, productByCode, productStocks } from './products.repository.ts';

/** The full characteristics table of a product page, in the order a buyer reads a fastener's specification. */
function characteristics(row: NonNullable<Awaited<ReturnType<typeof productByCode>>>) {
  const rows: [string, string, string | null][] = [
    ['article', 'Артикул', row.article],
    ['type', 'Тип', row.type_name],
    ['standard', 'Стандарт', row.standard],
    ['size', 'Размер', sizeLabel(row)],
    ['diameter', 'Диаметр, мм', formatDecimal(row.diameter)],
    ['length', 'Длина, мм', row.length === null ? null : formatDecimal(row.length)],
    ['pitch', 'Шаг резьбы, мм', row.pitch === null ? null : formatDecimal(row.pitch)],
    ['strength_class', 'Класс прочности', row.strength_class],
    ['material', 'Материал', row.material],
    ['coating', 'Покрытие', row.coating],
    ['unit', 'Единица продажи', row.unit],
    ['pack_qty', 'Штук в единице', row.unit === 'шт' ? null : String(row.pack_qty)],
    ['order_multiple', 'Кратность заказа', row.order_multiple > 1 ? `${row.order_multiple} ${row.unit}` : null],
    ['weight', 'Вес 1 шт, г', formatDecimal(Math.round(row.weight_g * 100) / 100)],
  ];
  return rows.flatMap(([code, name, value]) => (value === null || value === '' ? [] : [{ code, name, value }]));
}

/** A product page's data: the card, the family, characteristics, stock by warehouse and the family's other sizes. */
export async function getProduct(db: Db, cache: ListingIndexCache, code: string): Promise<ProductDetail> {
  const row = await productByCode(db, code);
  if (!row) throw notFound('Товар не найден');
  const { tree } = await cache.get();
  const category = tree.byId.get(row.category_id);
  if (!category) throw notFound('Товар не найден');
  const [sizes, stocks, documents] = await Promise.all([familySizes(db, row.family_id), productStocks(db, row.id), familyDocuments(db, row.family_id)]);

  return {
    product: toProductCard(row, category),
    family: { code: row.family_code, name: row.family_name, standard: row.standard },
    breadcrumbs: tree.breadcrumbs(category.id),
    description: row.description,
    characteristics: characteristics(row),
    stocks: stocks.map((stock) => ({ warehouse_id: stock.warehouse_id, name: stock.name, address: stock.address, quantity: stock.quantity ?? 0 })),
    related_sizes: sizes.map((size) => ({
      id: size.id,
      code: size.code,
      url: productUrl(tree.byId.get(size.category_id)?.path ?? category.path, size.code),
      name: size.name,
      size: sizeLabel(size),
      price: size.price,
      discount_price: size.discount_price,
      unit: size.unit,
      order_multiple: size.order_multiple,
      available: size.stock > 0,
      current: size.id === row.id,
    })),
    documents,
  };
}
