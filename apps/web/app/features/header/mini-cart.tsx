import { Link } from 'react-router';
import { formatMoney } from '@store/contracts';
import { Image } from '~/components/image';
import { BasketLineStepper } from '~/visitor/basket-line-stepper';
import type { BasketView } from '~/visitor/basket-store';
import { Button } from '~/ui/button/button';
import { Spinner } from '~/ui/spinner/spinner';
import { checkoutPath } from '~/lib/checkout-path';
import './mini-cart.css';

export interface MiniCartProps {
  id: string;
  /** Null until the visitor's basket has arrived. */
  basket: BasketView | null;
}

/** The header's mini-cart (desktop width): each line with its stepper and sum, the total and the way to the basket. */
export default function MiniCart({ id, basket }: MiniCartProps) {
  return (
    <section id={id} className="mini-cart" aria-label="Корзина">
      {!basket ? (
        <Spinner size="xs" />
      ) : basket.items.length === 0 ? (
        <p className="mini-cart__empty">Корзина пуста</p>
      ) : (
        <>
          <ul className="mini-cart__lines">
            {basket.items.map((line) => (
              <li key={line.bid} className="mini-cart__line">
                <Image src={line.image} alt="" width={48} height={48} className="mini-cart__image" />
                <Link to={line.url} className="mini-cart__name">
                  {line.name}
                </Link>
                <BasketLineStepper line={line} size="sm" />
                <span className="mini-cart__sum">{formatMoney(line.sumDiscountPrice)}</span>
              </li>
            ))}
          </ul>
          <p className="mini-cart__total">
            <span>Итого</span>
            <strong>{formatMoney(basket.discountPrice)}</strong>
          </p>
          <div className="mini-cart__actions">
            <Button to={checkoutPath} block>
              Оформить заказ
            </Button>
            <Button to="/basket/" block variant="outline">
              Перейти в корзину
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
