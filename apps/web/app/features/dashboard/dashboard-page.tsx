import type { Camelize, Dashboard } from '@store/contracts';
import { formatMoney, pluralRu } from '@store/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductCards } from '~/components/product-card/product-cards';
import { MonthlyChart } from './monthly-chart';
import './dashboard.css';

const ordersWord = (count: number) => `${count} ${pluralRu(count, ['заказ', 'заказа', 'заказов'])}`;

/** A figure of the dashboard's first row: what it counts, the figure, and a line under it, the whole tile a link where it leads on. */
function Tile({ label, value, note, to }: { label: string; value: string; note: string; to?: string }) {
  const body = (
    <>
      <span className="dashboard-tile__label">{label}</span>
      <span className="dashboard-tile__value ui-num">{value}</span>
      <span className="dashboard-tile__note">{note}</span>
    </>
  );
  return (
    <li className="dashboard-tile ui-surface">
      {to ? (
        <Link to={to} className="dashboard-tile__link">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

interface DashboardPageProps {
  dashboard: Camelize<Dashboard>;
  display: { showArticle: boolean; showStock: boolean };
  favourites: boolean;
  /** The newest orders in the orders' own table, or what to do without any (the route composes it: one feature does not import another). */
  recentOrders: ReactNode;
}

/**
 * /profile/dashboard/ (spec §2; the menu shows it on wider screens only): the orders the buyer reads (a company manager's:
 * their organisations' too) at a glance — this month,
 * this year, what is under way and awaiting payment, the last months as a chart, the newest orders, and what they
 * order most, each with its add-to-basket control for the next order.
 */
export function DashboardPage({ dashboard, display, favourites, recentOrders }: DashboardPageProps) {
  const { thisMonth, thisYear, inProgress, awaitingPayment } = dashboard;
  return (
    <div className="dashboard">
      <h1 className="account-title">Дашборд</h1>
      <ul className="dashboard-tiles" aria-label="Сводка по заказам">
        <Tile label="В этом месяце" value={formatMoney(thisMonth.total)} note={ordersWord(thisMonth.ordersCount)} />
        <Tile label="С начала года" value={formatMoney(thisYear.total)} note={ordersWord(thisYear.ordersCount)} />
        <Tile
          label="В работе"
          value={String(inProgress)}
          note={pluralRu(inProgress, ['заказ ещё в пути', 'заказа ещё в пути', 'заказов ещё в пути'])}
          to="/profile/orders/"
        />
        <Tile
          label="Ожидают оплаты"
          value={formatMoney(awaitingPayment.total)}
          note={ordersWord(awaitingPayment.ordersCount)}
          to={awaitingPayment.ordersCount > 0 ? `/profile/orders/?status=${encodeURIComponent('Ожидает оплаты')}` : undefined}
        />
      </ul>

      {/* Six empty bars say nothing: the chart comes with the first order of its months. */}
      {dashboard.monthly.some((month) => month.ordersCount > 0) ? (
        <section className="dashboard-section" aria-labelledby="dashboard-monthly">
          <h2 className="dashboard-section__title" id="dashboard-monthly">
            Заказы по месяцам
          </h2>
          <MonthlyChart months={dashboard.monthly} />
        </section>
      ) : null}

      <section className="dashboard-section" aria-labelledby="dashboard-recent">
        <div className="dashboard-section__head">
          <h2 className="dashboard-section__title" id="dashboard-recent">
            Последние заказы
          </h2>
          {dashboard.recentOrders.length > 0 ? <Link to="/profile/orders/">Все заказы</Link> : null}
        </div>
        {recentOrders}
      </section>

      {dashboard.topProducts.length > 0 ? (
        <section className="dashboard-section" aria-labelledby="dashboard-top">
          <h2 className="dashboard-section__title" id="dashboard-top">
            Часто заказываете
          </h2>
          <ProductCards products={dashboard.topProducts} display={display} favourites={favourites} />
        </section>
      ) : null}
    </div>
  );
}
