import type { ReactNode } from 'react';
import { formatMoney, pluralRu } from '@store/contracts';
import { Button } from '~/ui/button/button';

/** Spec §2 'Мои товары': the basket's lines table, read-only (the page composing the checkout passes it in). */
export function GoodsSection({ children }: { children: ReactNode }) {
  return (
    <section className="checkout-card ui-surface" aria-labelledby="checkout-goods-title">
      <h2 id="checkout-goods-title" className="checkout-card__title">
        Мои товары
      </h2>
      {children}
    </section>
  );
}

interface TotalsPanelProps {
  count: number;
  goods: number;
  /** Null while it is being counted. */
  delivery: number | null;
  total: number;
  canSubmit: boolean;
  pending: boolean;
  onSubmit: () => void;
  /** What is still missing, read out with the button while it cannot be pressed. */
  missing: string | null;
}

/** Spec §2 totals panel: 'Товаров в заказе', 'Доставка', 'Итого с НДС' and 'Подтвердить заказ'. */
export function TotalsPanel({ count, goods, delivery, total, canSubmit, pending, onSubmit, missing }: TotalsPanelProps) {
  return (
    <section className="checkout-totals" aria-labelledby="checkout-totals-title">
      <h2 id="checkout-totals-title" className="checkout-totals__title">
        Ваш заказ
      </h2>
      <dl className="checkout-totals__list">
        <div>
          <dt>
            Товаров в заказе <span className="checkout-totals__count">{`${count} ${pluralRu(count, ['позиция', 'позиции', 'позиций'])}`}</span>
          </dt>
          <dd className="ui-num">{formatMoney(goods)}</dd>
        </div>
        <div>
          <dt>Доставка</dt>
          <dd className="ui-num">{delivery === null ? 'считаем…' : delivery === 0 ? 'бесплатно' : formatMoney(delivery)}</dd>
        </div>
        <div className="checkout-totals__total">
          <dt>Итого с НДС</dt>
          <dd className="ui-num">{formatMoney(total)}</dd>
        </div>
      </dl>
      {/* Not `disabled`: a keyboard still reaches it and hears what is missing (its description); a press then does nothing. */}
      <Button
        block
        size="l"
        aria-disabled={!canSubmit || undefined}
        loading={pending}
        onClick={canSubmit ? onSubmit : undefined}
        aria-describedby={missing ? 'checkout-missing' : undefined}
      >
        Подтвердить заказ
      </Button>
      {missing ? (
        <p id="checkout-missing" className="checkout-totals__missing">
          {missing}
        </p>
      ) : null}
    </section>
  );
}
