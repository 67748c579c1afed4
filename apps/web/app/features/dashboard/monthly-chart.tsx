import type { Camelize, Dashboard } from '@store/contracts';
import { formatMoney, pluralRu } from '@store/contracts';
import { formatMonth, formatShortMonth } from '~/lib/moscow-dates';

type Month = Camelize<Dashboard>['monthly'][number];

/** A bar's sum in a few characters (a column is ~36 px wide on a phone): thousands and millions short, as '12,3 тыс. ₽'. */
const compactRoubles = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });
const shortSum = (kopecks: number) => `${compactRoubles.format(kopecks / 100)}\u00a0₽`;

/**
 * The last months' sums as bars, each as tall as its share of the largest. The bars are drawing only: each month is
 * a list item whose words say the month, the sum and the count, for a screen reader as for a reader of the tooltip.
 */
export function MonthlyChart({ months }: { months: readonly Month[] }) {
  const largest = Math.max(...months.map((month) => month.total), 1);
  return (
    <ol className="monthly-chart ui-surface">
      {months.map((month) => {
        const words = `${formatMonth(month.month)}: ${formatMoney(month.total)}, ${month.ordersCount} ${pluralRu(month.ordersCount, ['заказ', 'заказа', 'заказов'])}`;
        return (
          <li key={month.month} className="monthly-chart__month" title={words}>
            <span className="monthly-chart__sum ui-num" aria-hidden="true">
              {month.total > 0 ? shortSum(month.total) : '—'}
            </span>
            <span className="monthly-chart__track" aria-hidden="true">
              <span className="monthly-chart__bar" style={{ height: `${(month.total / largest) * 100}%` }} />
            </span>
            <span className="monthly-chart__label" aria-hidden="true">
              {formatShortMonth(month.month)}
            </span>
            <span className="ui-visually-hidden">{words}</span>
          </li>
        );
      })}
    </ol>
  );
}
