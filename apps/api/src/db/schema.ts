import type { Generated } from 'kysely';

/** Table shapes as Kysely sees them. Flags are 0/1 integers and timestamps ISO text on both dialects. */
export interface Database {
  settings: { id: number; data: string };
  content_blocks: { code: string; data: string };
  pages: { slug: string; title: string; description: string; body_html: string };
  redirects: { from_path: string; to_path: string; status: number };
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
  /** One row (id 1): bumped whenever the catalogue changes, so every process drops its caches. */
  catalog_state: { id: number; version: number };
  managers: { id: Generated<number>; fio: string; email: string; phone: string };
  organizations: {
    id: Generated<number>;
    parent_id: number | null;
    name: string;
    inn: string;
    kpp: string;
    ogrn: string;
    director: string;
    address: string;
    postal_code: string;
    created_at: string;
  };
  users: {
    id: Generated<number>;
    fid: string;
    user_type: string;
    fio: string;
    email: string;
    phone: string;
    password_hash: string;
    photo: string | null;
    manager_id: number | null;
    organization_id: number | null;
    is_manager: Generated<number>;
    is_main_manager: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  sessions: {
    id: string;
    user_id: number | null;
    data: string;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
  };
  login_attempts: { id: Generated<number>; action: string; subject: string; created_at: string };
  confirmation_codes: {
    id: Generated<number>;
    purpose: string;
    user_id: number;
    target: string;
    code_hash: string;
    attempts: Generated<number>;
    created_at: string;
    expires_at: string;
  };
  webform_messages: {
    id: Generated<number>;
    form_name: string;
    user_id: number | null;
    email: string;
    comment: string;
    recipient: string;
    created_at: string;
  };
  promocodes: {
    id: Generated<number>;
    code: string;
    description: string;
    kind: 'percent' | 'fixed';
    /** Percent (1–100) or kopecks. */
    value: number;
    min_sum: number;
    starts_at: string | null;
    ends_at: string | null;
    max_uses: number | null;
    max_uses_per_user: number | null;
    used_count: Generated<number>;
    created_at: string;
  };
  promocode_categories: { promocode_id: number; category_id: number };
  promocode_uses: { id: Generated<number>; promocode_id: number; user_id: number | null; created_at: string };
  /** Owned by a user or by a guest's session, never both. */
  baskets: {
    id: Generated<number>;
    user_id: number | null;
    session_id: string | null;
    is_main: number;
    name: string;
    description: string;
    color: string;
    promocode_id: number | null;
    created_at: string;
    updated_at: string;
  };
  /** The user's active basket when it is not the main one. */
  active_baskets: { user_id: number; basket_id: number };
  basket_items: { id: Generated<number>; basket_id: number; product_id: number; quantity: number; created_at: string };
  favourites: { id: Generated<number>; user_id: number | null; session_id: string | null; product_id: number; created_at: string };
}
