import { formatMoney } from '@store/contracts';
import type { BasketView } from '~/visitor/basket-store';

type SummaryFigures = Pick<BasketView, 'count' | 'price' | 'discount' | 'discountPrice'>;

/** Spec §2 "Basket summary": how many products, what they cost, the discount and what is paid. */
export function BasketSummary({ basket }: { basket: SummaryFigures }) {
  return (
    <dl className="basket-summary">
      <div>
        <dt>Товаров</dt>
        <dd>{basket.count}</dd>
      </div>
      <div>
        <dt>Стоимость</dt>
        <dd>{formatMoney(basket.price)}</dd>
      </div>
      <div className={basket.discount > 0 ? 'basket-summary__discount' : undefined}>
        <dt>Скидка</dt>
        <dd>{basket.discount > 0 ? `−${formatMoney(basket.discount)}` : formatMoney(0)}</dd>
      </div>
      <div className="basket-summary__total">
        <dt>Итого</dt>
        <dd>{formatMoney(basket.discountPrice)}</dd>
      </div>
    </dl>
  );
}
