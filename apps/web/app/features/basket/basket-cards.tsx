import type { BasketLine } from '~/visitor/basket-store';
import { type Announce, LineMoney, LineProduct, LineQuantity, LineRemove } from './basket-line-parts';
import { lineArticle } from './basket-lines';

/** Settings basket.view 'cards': a card per line with the same controls as the table. */
export function BasketCards({ lines, announce }: { lines: readonly BasketLine[]; announce: Announce }) {
  return (
    <ul className="basket-cards" aria-label="Товары в корзине">
      {lines.map((line) => (
        <li key={line.bid}>
          <article className="basket-card ui-surface">
            <div className="basket-card__head">
              <LineProduct line={line} />
              <LineRemove line={line} announce={announce} />
            </div>
            {lineArticle(line) ? <p className="basket-line__meta">Арт. {lineArticle(line)}</p> : null}
            <p className="basket-line__meta">
              Цена за {line.measure}: <LineMoney value={line.discountPrice} was={line.price} />
            </p>
            <div className="basket-card__figures">
              <LineQuantity line={line} announce={announce} />
              <LineMoney value={line.sumDiscountPrice} was={line.sumPrice} strong />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
