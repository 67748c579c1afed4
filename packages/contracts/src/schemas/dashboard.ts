import { z } from 'zod';
import { productCardSchema } from './catalog.ts';
import { orderSummarySchema } from './order.ts';

/**
 * The profile's dashboard (spec §2 /profile/dashboard/): a buyer's own orders at a glance. Sums are kopecks of
 * orders not cancelled; months are Moscow's calendar months.
 */

export const dashboardLimits = { months: 6, recentOrders: 5, topProducts: 8, topProductsMonths: 12 } as const;

const tally = z.object({ orders_count: z.number().int(), total: z.number().int() });

export const dashboardSchema = z.object({
  /** This calendar month so far. */
  this_month: tally,
  /** This calendar year so far. */
  this_year: tally,
  /** Placed and not yet delivered or cancelled. */
  in_progress: z.number().int(),
  /** Awaiting the buyer's online payment. */
  awaiting_payment: tally,
  /** The last `months` calendar months, oldest first, this one last; a month without orders has zeros. */
  monthly: z.array(tally.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })),
  /** The newest orders, newest first. */
  recent_orders: z.array(orderSummarySchema),
  /** What the buyer ordered most (by quantity) in the last `topProductsMonths` months, still in the catalogue, as listing cards. */
  top_products: z.array(productCardSchema),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
