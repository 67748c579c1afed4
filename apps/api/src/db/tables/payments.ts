import type { Generated } from 'kysely';

/** Online card payments of orders (migration 0015). */
export interface PaymentTables {
  /** The store's record of each payment a buyer was sent to pay, by provider and the provider's payment id. */
  order_payments: {
    id: Generated<number>;
    order_id: number;
    provider: string;
    provider_payment_id: string;
    amount: number;
    status: 'pending' | 'succeeded' | 'canceled';
    redirect_url: string;
    created_at: string;
    updated_at: string;
  };
  /** The built-in test gateway's own ledger, as a real provider keeps it on its side. */
  test_gateway_payments: {
    id: string;
    idempotence_key: string;
    order_num: string;
    amount: number;
    description: string;
    return_url: string;
    status: 'pending' | 'succeeded' | 'canceled';
    created_at: string;
  };
}
