import type { Generated } from 'kysely';

/** Baskets, their lines, promo codes and favourites. */
export interface BasketTables {
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
  /** order_id: the order it was counted for (null before migration 0026); its cancel gives the use back. */
  promocode_uses: { id: Generated<number>; promocode_id: number; user_id: number | null; order_id: number | null; created_at: string };
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
