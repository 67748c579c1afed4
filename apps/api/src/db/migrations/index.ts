import type { Migration } from 'kysely/migration';
import * as initial from './0001-initial.ts';
import * as accounts from './0002-accounts.ts';
import * as catalogIndexes from './0003-catalog-indexes.ts';
import * as search from './0004-search.ts';
import * as searchShortPrefixes from './0005-search-short-prefixes.ts';
import * as baskets from './0006-baskets.ts';
import * as contentVersion from './0007-content-version.ts';
import * as delivery from './0008-delivery.ts';
import * as orders from './0009-orders.ts';
import * as deliveryAddresses from './0010-delivery-addresses.ts';
import * as stockChanges from './0012-stock-changes.ts';
import * as familyDocuments from './0014-family-documents.ts';
import * as leadForms from './0013-lead-forms.ts';
import * as onlinePayments from './0015-online-payments.ts';
import * as pagesMarkdown from './0016-pages-markdown.ts';
import * as searchMisses from './0017-search-misses.ts';
import * as orderWarehouseReservations from './0019-order-warehouse-reservations.ts';
import * as organizationIndexes from './0020-organization-indexes.ts';
import * as employees from './0021-employees.ts';
import * as productArticleLookup from './0022-product-article-lookup.ts';
import * as publications from './0023-publications.ts';
import * as employeeInvitations from './0024-employee-invitations.ts';
import * as uniquePhones from './0025-unique-phones.ts';
import * as promocodeUseOrders from './0026-promocode-use-orders.ts';
import * as organizationRules from './0027-organization-rules.ts';

/** Every migration in order; names are frozen once shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-catalog-indexes': catalogIndexes,
  '0004-search': search,
  '0005-search-short-prefixes': searchShortPrefixes,
  '0006-baskets': baskets,
  '0007-content-version': contentVersion,
  '0008-delivery': delivery,
  '0009-orders': orders,
  '0010-delivery-addresses': deliveryAddresses,
  '0012-stock-changes': stockChanges,
  '0014-family-documents': familyDocuments,
  '0013-lead-forms': leadForms,
  '0015-online-payments': onlinePayments,
  '0016-pages-markdown': pagesMarkdown,
  '0017-search-misses': searchMisses,
  '0019-order-warehouse-reservations': orderWarehouseReservations,
  '0020-organization-indexes': organizationIndexes,
  '0021-employees': employees,
  '0022-product-article-lookup': productArticleLookup,
  '0023-publications': publications,
  '0024-employee-invitations': employeeInvitations,
  '0025-unique-phones': uniquePhones,
  '0026-promocode-use-orders': promocodeUseOrders,
  '0027-organization-rules': organizationRules,
};
