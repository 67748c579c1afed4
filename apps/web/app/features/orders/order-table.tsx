import type { ReactNode } from 'react';
import { EmptyState } from '~/components/empty-state';
import { type DataTableColumn, DataTable } from '~/ui/data-table/data-table';
import { orderStatusCell } from './order-status';
import type { OrderListView } from './order-types';
import './orders.css';

// Apart from the order list's filters: the dashboard shows this table, and the filters' date picker and fields would
// weigh on its first load.

type Row = OrderListView['items'][number];

// The sum comes before the status: on a phone the table scrolls sideways, and what was ordered for how much shows first.
const columns: readonly DataTableColumn<Row>[] = [
  { key: 'number', title: 'Номер', type: 'link', value: (order) => ({ text: `№ ${order.orderNum}`, to: `/profile/orders/${order.orderNum}/` }) },
  { key: 'date', title: 'Дата', type: 'date', value: (order) => order.createdAt },
  { key: 'sum', title: 'Сумма', type: 'money', value: (order) => order.total },
  { key: 'status', title: 'Статус', type: 'status', value: (order) => orderStatusCell(order.status) },
];
const organizationColumn: DataTableColumn<Row> = { key: 'organization', title: 'Организация', type: 'text', value: (order) => order.organizationName || '—' };
const buyerColumn: DataTableColumn<Row> = { key: 'buyer', title: 'Оформил', type: 'text', value: (order) => order.buyer ?? 'Вы' };

/** A buyer who has never ordered is led to the catalogue. */
export function NoOrdersYet() {
  return <EmptyState title="Заказов пока нет" text="Вы ещё ничего не заказывали." toCatalog />;
}

/**
 * Orders in the design system's table, the number leading to each order's page (the list, the dashboard); none, the
 * page's empty state instead, as every list of the store shows it.
 */
export function OrderTable({ orders, caption, empty }: { orders: readonly Row[]; caption: string; empty: ReactNode }) {
  if (orders.length === 0) return empty;
  // A retail buyer's orders have no organisation: no column of dashes; who placed each only when some were others'
  // (a company manager's list holds their employees' orders).
  const shown = [
    ...columns,
    ...(orders.some((order) => order.buyer) ? [buyerColumn] : []),
    ...(orders.some((order) => order.organizationName) ? [organizationColumn] : []),
  ];
  return <DataTable caption={caption} columns={shown} rows={orders} rowKey={(order) => order.orderNum} />;
}
