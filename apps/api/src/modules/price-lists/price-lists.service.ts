import crypto from 'node:crypto';
import { type PriceList, wholeCataloguePriceList } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { type CategoryRow, listCategories } from '../catalog/categories.repository.ts';
import { buildCategoryTree, type CategoryTree } from '../catalog/category-tree.ts';
import { productUrl } from '../catalog/product-card.ts';
import { dataVersionsOf } from '../data-versions/data-versions.ts';
import { getSettings } from '../settings/settings.repository.ts';
import type { PriceListFile, PriceListFiles } from './price-list-files.ts';
import type { SheetCell } from './price-list-sheet.ts';
import { type PriceListProduct, priceListProductsAfter } from './price-lists.repository.ts';

export const priceListMessages = { notFound: 'Прайс-лист не найден' } as const;

const wholeCatalogueName = 'Весь каталог';
const rowsPerPage = 2000;
const moscowMoment = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' });
const moscowDay = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short' });

/** The store's price lists: the whole catalogue, then each top-level section with products, in the catalogue's order. */
async function listsOf(db: Db): Promise<{ tree: CategoryTree; lists: { list: PriceList; root: CategoryRow | null }[] }> {
  if (!(await getSettings(db)).profile.price_lists) throw notFound(priceListMessages.notFound);
  const tree = buildCategoryTree(await listCategories(db));
  const roots = tree.roots.filter((root) => root.product_count > 0);
  const entry = (code: string, name: string, productCount: number) => ({
    code,
    name,
    product_count: productCount,
    url: `/api/PriceList/download/?code=${code}`,
  });
  const total = roots.reduce((sum, root) => sum + root.product_count, 0);
  return {
    tree,
    lists: [
      { list: entry(wholeCataloguePriceList, wholeCatalogueName, total), root: null },
      ...roots.map((root) => ({ list: entry(root.code, root.name, root.product_count), root })),
    ],
  };
}

export async function priceLists(db: Db): Promise<{ items: PriceList[] }> {
  return { items: (await listsOf(db)).lists.map(({ list }) => list) };
}

/** A product's row: the price a buyer pays, the price before a discount where there is one, and a link to its page. */
function sheetRow(product: PriceListProduct, tree: CategoryTree, origin: string): SheetCell[] {
  const category = tree.byId.get(product.category_id);
  const link = category ? `${origin}${productUrl(category.path, product.code)}` : null;
  return [
    product.article,
    product.name,
    category?.name ?? '',
    product.standard,
    product.unit,
    product.order_multiple,
    (product.discount_price ?? product.price) / 100,
    product.discount_price === null ? null : product.price / 100,
    product.stock,
    link && !link.includes('"') ? { formula: `HYPERLINK("${link}","Открыть")`, result: 'Открыть' } : null,
  ];
}

export interface PriceListDownload {
  file: PriceListFile;
  /** 'Прайс-лист — Крепёж — 30.11.2026.xlsx'. */
  filename: string;
  asciiFilename: string;
}

/**
 * The list's spreadsheet, made from the catalogue as it is now (or a file made from the same catalogue within the
 * last minutes). `origin` (the store's, from siteOrigin: no formula can be made of it) starts the products' links.
 */
export async function priceListDownload(db: Db, files: PriceListFiles, code: string, origin: string): Promise<PriceListDownload> {
  const { tree, lists } = await listsOf(db);
  const found = lists.find(({ list }) => list.code === code);
  if (!found) throw notFound(priceListMessages.notFound);
  const { list, root } = found;
  const categoryIds = root ? tree.subtree(root.id).map((category) => category.id) : null;
  const now = new Date();
  const catalogVersion = dataVersionsOf(db).current().catalog;
  const originKey = crypto.createHash('sha256').update(origin).digest('hex').slice(0, 8);
  const file = await files.file({
    code,
    key: `${catalogVersion}-${originKey}`,
    heading: {
      title: `Прайс-лист: ${list.name}`,
      subtitle: `Цены в рублях с НДС и наличие на складах на ${moscowMoment.format(now)} (МСК)`,
    },
    async *pages() {
      for (let afterId = 0; ; ) {
        const products = await priceListProductsAfter(db, categoryIds, afterId, rowsPerPage);
        if (products.length > 0) yield products.map((product) => sheetRow(product, tree, origin));
        if (products.length < rowsPerPage) return;
        afterId = products[products.length - 1]!.id;
      }
    },
  });
  // Named by the day its figures are of (a file made before midnight is yesterday's).
  return { file, filename: `Прайс-лист — ${list.name} — ${moscowDay.format(file.madeAt)}.xlsx`, asciiFilename: `price-list-${code}.xlsx` };
}
