import type { Generated } from 'kysely';

/** Where and how an order travels and how it is paid. */
export interface DeliveryTables {
  /** Russia's largest cities (migration 0008). `search_name`: lower case, ё as е. */
  cities: {
    id: Generated<number>;
    name: string;
    search_name: string;
    region: string;
    country: string;
    zip: string;
    latitude: number;
    longitude: number;
    population: number;
  };
  payment_methods: {
    id: Generated<number>;
    /** invoice, on_receipt, online_card: what the order does with it. */
    code: string;
    name: string;
    logo: string;
    description: string;
    sort: number;
    is_active: number;
    default_for: 'legal' | 'individual' | null;
  };
}
