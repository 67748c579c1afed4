import { z } from 'zod';

/** Catalogue on the wire (spec §3 "Menu category", "Product card"; listing and detail are ours). */
export type MenuCategory = { code: string; name: string; img: string; url: string; subcategories: MenuCategory[] };

export const menuCategorySchema: z.ZodType<MenuCategory> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    img: z.string(),
    url: z.string(),
    subcategories: z.array(menuCategorySchema),
  }),
);

export const propertySchema = z.object({ code: z.string(), name: z.string(), value: z.string() });

export const productCardSchema = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  code: z.string(),
  article: z.string(),
  url: z.string(),
  available: z.boolean(),
  has_offers: z.boolean(),
  name: z.string(),
  type: z.string(),
  properties: z.array(propertySchema),
  images: z.array(z.string()),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  discount_percent: z.number().int(),
  unit: z.string(),
  pack_qty: z.number().int(),
  /** Кратность: the basket takes whole multiples of this many units (rounds up). */
  order_multiple: z.number().int(),
  stock: z.number().int(),
});

export const sortValues = ['popular', 'price_asc', 'price_desc', 'name_asc', 'diameter_asc'] as const;
export const sortSchema = z.enum(sortValues);
export type SortBy = z.infer<typeof sortSchema>;

/** Facet codes double as query parameter names of the listing. */
export const facetCodes = ['standard', 'diameter', 'length', 'strength_class', 'material', 'coating'] as const;
export type FacetCode = (typeof facetCodes)[number];

const csv = z
  .string()
  .max(500)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

export const listingQuerySchema = z.strictObject({
  path: z.string().max(300).default(''),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  sort: sortSchema.default('popular'),
  in_stock: z.enum(['1', 'true']).optional(),
  standard: csv.optional(),
  diameter: csv.optional(),
  length: csv.optional(),
  strength_class: csv.optional(),
  material: csv.optional(),
  coating: csv.optional(),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const facetSchema = z.object({
  code: z.string(),
  name: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int(), selected: z.boolean() })),
});

export const breadcrumbSchema = z.object({ name: z.string(), url: z.string() });

export const categorySummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  url: z.string(),
  img: z.string(),
  product_count: z.number().int(),
});

export const listingSchema = z.object({
  category: z.object({ code: z.string(), name: z.string(), url: z.string(), description: z.string() }).nullable(),
  breadcrumbs: z.array(breadcrumbSchema),
  subcategories: z.array(categorySummarySchema),
  items: z.array(productCardSchema),
  facets: z.array(facetSchema),
  in_stock_count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  sort: sortSchema,
});

export const warehouseStockSchema = z.object({
  warehouse_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  quantity: z.number().int(),
});

/** Another size of the product's family; `id`, `unit` and `order_multiple` let the product page's table put it in the basket. */
export const relatedSizeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.string(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  unit: z.string(),
  order_multiple: z.number().int(),
  available: z.boolean(),
  current: z.boolean(),
});

/** The product page's question: the product by its code. */
export const productQuerySchema = z.strictObject({ code: z.string().min(1).max(200) });

/** What a product family's downloadable file is: the 'Документы' tab groups nothing, but names the kind. */
export const documentKinds = ['certificate', 'declaration', 'drawing'] as const;
/** The only types a document is served as (never HTML). */
export const documentContentTypes = ['application/pdf', 'image/svg+xml'] as const;

/** A file in the product page's 'Документы' tab (settings productDetail.tabs 'documents'). */
export const productDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(documentKinds),
  name: z.string(),
  file_name: z.string(),
  content_type: z.enum(documentContentTypes),
  /** Bytes. */
  size: z.number().int(),
  /** Where it downloads from (GET /api/Documents/{id}/). */
  url: z.string(),
});

export const productDetailSchema = z.object({
  product: productCardSchema,
  family: z.object({ code: z.string(), name: z.string(), standard: z.string() }),
  breadcrumbs: z.array(breadcrumbSchema),
  description: z.string(),
  characteristics: z.array(propertySchema),
  stocks: z.array(warehouseStockSchema),
  related_sizes: z.array(relatedSizeSchema),
  documents: z.array(productDocumentSchema),
});

/** A site path to look a server redirect up for. */
export const redirectQuerySchema = z.strictObject({ path: z.string().min(1).max(1000) });
export const redirectSchema = z.object({ to: z.string(), status: z.union([z.literal(301), z.literal(302)]) }).nullable();

export type ProductCard = z.infer<typeof productCardSchema>;
export type Listing = z.infer<typeof listingSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductDocument = z.infer<typeof productDocumentSchema>;
