import { basketLimits, formatMoney, pluralRu } from '@store/contracts';
import { Button } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import { BasketColorDot } from './basket-colors';
import type { MultiBasketView } from '~/visitor/basket-store';

interface BasketListProps {
  baskets: readonly MultiBasketView[];
  onChoose: (basketId: number) => void;
  onCreate: () => void;
}

export const productsCount = (count: number) => `${count} ${pluralRu(count, ['товар', 'товара', 'товаров'])}`;

/** The body of 'Все корзины': every basket with its colour, count and sum, the active one marked; a new one while fewer than 8. */
export function BasketList({ baskets, onChoose, onCreate }: BasketListProps) {
  return (
    <>
      <ul className="basket-list">
        {baskets.map((basket) => (
          <li key={basket.id}>
            <button
              type="button"
              className="basket-list__item"
              aria-current={basket.isActive ? 'true' : undefined}
              onClick={() => (basket.isActive ? undefined : onChoose(basket.id))}
            >
              <BasketColorDot color={basket.color} />
              <span className="basket-list__name">{basket.name}</span>
              <span className="basket-list__figures">
                {productsCount(basket.count)} · {formatMoney(basket.price)}
              </span>
              {basket.isActive ? (
                <span className="basket-list__mark">
                  <Icon name="check" size={18} />
                  <span className="ui-visually-hidden">, активная</span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {/* Spec §5: the create button is hidden at 8 baskets. */}
      {baskets.length < basketLimits.maxBaskets ? (
        <Button variant="outline" size="sm" block iconStart="plus" onClick={onCreate}>
          Создать корзину
        </Button>
      ) : null}
    </>
  );
}
