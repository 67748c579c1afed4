import type { ProductDocument } from '@store/contracts';
import type { Generated } from 'kysely';

type DocumentKind = ProductDocument['kind'];
type DocumentContentType = ProductDocument['content_type'];

/** The catalogue: categories, product families, products, warehouses and their stock. */
export interface CatalogTables {
  categories: {
    id: Generated<number>;
    parent_id: number | null;
    code: string;
    path: string;
    name: string;
    depth: number;
    sort: number;
    image: string;
    description: string;
    product_count: Generated<number>;
  };
  product_families: {
    id: Generated<number>;
    category_id: number;
    code: string;
    name: string;
    type_name: string;
    standard: string;
    strength_class: string | null;
    material: string;
    coating: string;
    description: string;
    drawing: string;
  };
  products: {
    id: Generated<number>;
    family_id: number;
    category_id: number;
    code: string;
    article: string;
    name: string;
    type_name: string;
    standard: string;
    diameter: number;
    length: number | null;
    pitch: number | null;
    strength_class: string | null;
    material: string;
    coating: string;
    unit: string;
    pack_qty: number;
    /** Кратность: a basket line of the product is a whole multiple of this many units. */
    order_multiple: number;
    weight_g: number;
    price: number;
    discount_price: number | null;
    stock: number;
    /** Days to deliver what is ordered beyond stock ('под заказ'). */
    lead_time_days: Generated<number>;
    popularity: number;
  };
  warehouses: {
    id: Generated<number>;
    code: string;
    name: string;
    city: string;
    address: string;
    work_time: string;
    is_pickup: number;
  };
  stocks: { product_id: number; warehouse_id: number; quantity: number };
  /** A family's downloadable files (the product page's 'Документы' tab), bytes included. */
  family_documents: {
    id: Generated<number>;
    family_id: number;
    sort: number;
    kind: DocumentKind;
    name: string;
    file_name: string;
    content_type: DocumentContentType;
    size: number;
    data: Uint8Array;
  };
  /** One row (id 1): bumped whenever the catalogue changes, so every process drops its caches. */
  catalog_state: { id: number; version: number };
  /** One row (id 1): bumped by every order and cancel that moves stock (stock_changes lists the products). */
  stock_state: { id: number; version: number };
  /** Which products' stock each stock version moved; only the latest versions are kept (catalog/stock-changes.ts). */
  stock_changes: { version: number; product_id: number };
}
