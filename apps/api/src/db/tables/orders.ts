import type { Generated } from 'kysely';

/** Orders with their snapshot lines (decision 0005), status history, numbering, idempotency keys and the outbox. */
export interface OrderTables {
  order_counters: { year: number; last: number };
  orders: {
    id: Generated<number>;
    number: string;
    user_id: number;
    organization_id: number | null;
    status: string;
    user_type: 'individual' | 'company';
    contact_person: string;
    email: string;
    phone: string;
    organization_name: string;
    /** JSON of the requisites; null for an individual. */
    requisites: string | null;
    comment: string;
    /** JSON: see OrderDelivery in modules/orders/orders.repository.ts. */
    delivery: string;
    delivery_price: number;
    payment_id: number;
    payment_name: string;
    promocode: string | null;
    promo_discount: number;
    goods_price: number;
    goods_discount_price: number;
    total: number;
    vat_rate: number;
    vat_amount: number;
    created_at: string;
    updated_at: string;
  };
  order_lines: {
    id: Generated<number>;
    order_id: number;
    product_id: number | null;
    name: string;
    article: string;
    unit: string;
    order_multiple: number;
    price: number;
    discount_price: number;
    quantity: number;
    sum_price: number;
    sum_discount_price: number;
    reserved_quantity: number;
    on_order_quantity: number;
    lead_time_days: number;
  };
  /** Where an order line's reserved units came from, per warehouse (migration 0019); a cancel returns them there. */
  order_warehouse_reservations: { order_id: number; product_id: number; warehouse_id: number; quantity: number };
  order_status_history: { id: Generated<number>; order_id: number; status: string; actor: string; created_at: string };
  idempotency_keys: {
    id: Generated<number>;
    scope: string;
    key: string;
    request_hash: string;
    state: 'running' | 'done';
    answer: string | null;
    created_at: string;
  };
  outbox: {
    id: Generated<number>;
    kind: string;
    payload: string;
    attempts: Generated<number>;
    next_attempt_at: string;
    locked_until: string | null;
    last_error: string | null;
    sent_at: string | null;
    created_at: string;
  };
}
