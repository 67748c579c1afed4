import { type Dashboard, dashboardLimits, type OrderStatus } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { cardsByIds } from '../catalog/cards-by-ids.ts';
import { toOrderSummary } from '../orders/order-view.ts';
import type { OrganizationViewer } from '../organization/organizations.repository.ts';
import { mostOrderedProductIds, newestOrders, placedOrders, tallyByStatus } from './dashboard.repository.ts';

/** Moscow keeps UTC+3 all year. */
const moscowOffsetMs = 3 * 60 * 60 * 1000;

/**
 * The moment a Moscow calendar month begins, as ISO UTC text (its 1st at midnight is 21:00 UTC the day before), so
 * the SQL compares it with created_at as text on both dialects. `month` counts from 0 and may run outside 0–11:
 * Date.UTC carries it into the year.
 */
export const moscowMonthStart = (year: number, month: number): string => new Date(Date.UTC(year, month, 1) - moscowOffsetMs).toISOString();

/** The moment's Moscow calendar month, 'YYYY-MM'. */
export const moscowMonth = (moment: Date): string => new Date(moment.getTime() + moscowOffsetMs).toISOString().slice(0, 7);

const finished: readonly OrderStatus[] = ['Доставлен', 'Отменён'];

const tally = (orders: readonly { total: number }[]) => ({ orders_count: orders.length, total: orders.reduce((sum, order) => sum + order.total, 0) });

/**
 * The orders the reader reads at a glance (contracts' dashboard.ts): a buyer's own, and a company manager's also those
 * of the organisations they manage, as their orders list holds them. `now` is a parameter so a test can pin the months.
 */
export async function dashboard(db: Db, reader: OrganizationViewer, now = new Date()): Promise<Dashboard> {
  const [year, monthNumber] = moscowMonth(now).split('-').map(Number) as [number, number];
  const month = monthNumber - 1; // from 0, as Date.UTC counts
  const monthStarts = Array.from({ length: dashboardLimits.months }, (_, i) => moscowMonthStart(year, month - dashboardLimits.months + 1 + i));
  const thisMonth = monthStarts.at(-1)!;
  const thisYear = moscowMonthStart(year, 0);
  // Everything as of now's month: an order dated later (only where a test pins `now`) is not counted.
  const until = moscowMonthStart(year, month + 1);
  // One read covers both the monthly chart and this year: whichever reaches further back.
  const from = moscowMonthStart(year, Math.min(0, month - dashboardLimits.months + 1));
  const [statuses, placedRows, recent, topIds] = await Promise.all([
    tallyByStatus(db, reader),
    placedOrders(db, reader, from, until),
    newestOrders(db, reader, dashboardLimits.recentOrders),
    // The last topProductsMonths calendar months, this one included, like the chart's.
    mostOrderedProductIds(db, reader, moscowMonthStart(year, month - dashboardLimits.topProductsMonths + 1), until, dashboardLimits.topProducts),
  ]);
  const placed = placedRows.map((order) => ({ ...order, month: moscowMonth(new Date(order.created_at)) }));
  const awaiting = statuses.find((row) => row.status === 'Ожидает оплаты');
  return {
    this_month: tally(placed.filter((order) => order.created_at >= thisMonth)),
    this_year: tally(placed.filter((order) => order.created_at >= thisYear)),
    in_progress: statuses.reduce((sum, row) => sum + (finished.includes(row.status) ? 0 : row.count), 0),
    awaiting_payment: { orders_count: awaiting?.count ?? 0, total: awaiting?.total ?? 0 },
    monthly: monthStarts.map((start) => {
      const label = moscowMonth(new Date(start));
      return { month: label, ...tally(placed.filter((order) => order.month === label)) };
    }),
    recent_orders: recent.map(toOrderSummary),
    // Cards keep the ranking; a product gone from the catalogue drops out.
    top_products: await cardsByIds(db, topIds),
  };
}
