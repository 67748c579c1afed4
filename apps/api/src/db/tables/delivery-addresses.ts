import type { Generated } from 'kysely';

/** A signed-in buyer's saved delivery addresses. */
export interface DeliveryAddressTables {
  delivery_addresses: {
    id: Generated<number>;
    user_id: number;
    name: string;
    address: string;
    city: string;
    zip: string;
    is_default: number;
    created_at: string;
    updated_at: string;
  };
}
