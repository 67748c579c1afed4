import type { ContentTables } from './tables/content.ts';
import type { CatalogTables } from './tables/catalog.ts';
import type { AccountTables } from './tables/accounts.ts';
import type { WebformTables } from './tables/webform.ts';
import type { BasketTables } from './tables/basket.ts';
import type { DeliveryTables } from './tables/delivery.ts';
import type { OrderTables } from './tables/orders.ts';
import type { DeliveryAddressTables } from './tables/delivery-addresses.ts';
import type { SearchTables } from './tables/search.ts';
import type { PaymentTables } from './tables/payments.ts';

/**
 * Table shapes as Kysely sees them, one file per domain under tables/. Flags are 0/1 integers and timestamps ISO
 * text on both dialects. Repositories derive their row types from these (Selectable, Insertable) instead of
 * retyping columns.
 */
export interface Database
  extends ContentTables,
    CatalogTables,
    AccountTables,
    WebformTables,
    BasketTables,
    DeliveryTables,
    OrderTables,
    DeliveryAddressTables,
    SearchTables,
    PaymentTables {}
