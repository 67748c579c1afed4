import { formatQuantity } from '~/components/availability';
import type { BasketLine } from '~/visitor/basket-store';
import { type Announce, LineMoney, LineProduct, LineQuantity, LineRemove } from './basket-line-parts';
import { lineArticle } from './basket-lines';

interface BasketTableProps {
  lines: readonly BasketLine[];
  caption: string;
  /** The active basket's lines are edited in place (stepper, remove); without it the table only reads (a specification). */
  announce?: Announce;
}

/** Basket lines as a table (settings basket.view 'table', and a specification's page): one block per line on phones. */
export function BasketTable({ lines, caption, announce }: BasketTableProps) {
  return (
    <table className={announce ? 'basket-table ui-surface' : 'basket-table ui-surface specification-lines'}>
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Артикул</th>
          <th scope="col">Товар</th>
          <th scope="col" className="basket-table__number">
            Цена
          </th>
          <th scope="col" className={announce ? undefined : 'basket-table__number'}>
            Количество
          </th>
          <th scope="col" className="basket-table__number">
            Сумма
          </th>
          {announce ? (
            <th scope="col">
              <span className="ui-visually-hidden">Удалить</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.bid}>
            <td className="basket-table__article" data-label="Артикул">
              {lineArticle(line)}
            </td>
            <td className="basket-table__product">
              <LineProduct line={line} />
            </td>
            <td className="basket-table__price basket-table__number" data-label="Цена">
              <LineMoney value={line.discountPrice} was={line.price} />
            </td>
            {announce ? (
              <td className="basket-table__quantity">
                <LineQuantity line={line} announce={announce} />
              </td>
            ) : (
              <td className="basket-table__quantity basket-table__number" data-label="Количество">
                {formatQuantity(line.quantity)} {line.measure}
              </td>
            )}
            <td className="basket-table__sum basket-table__number">
              <LineMoney value={line.sumDiscountPrice} was={line.sumPrice} strong />
            </td>
            {announce ? (
              <td className="basket-table__remove">
                <LineRemove line={line} announce={announce} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
