import type { BasketLine } from '~/visitor/basket-store';
import { type Announce, LineMoney, LineProduct, LineQuantity, LineRemove } from './basket-line-parts';
import { lineArticle } from './basket-lines';

/** Settings basket.view 'table': article, product, price, quantity, sum, remove; one block per line on phones. */
export function BasketTable({ lines, announce }: { lines: readonly BasketLine[]; announce: Announce }) {
  return (
    <table className="basket-table">
      <caption className="ui-visually-hidden">Товары в корзине</caption>
      <thead>
        <tr>
          <th scope="col">Артикул</th>
          <th scope="col">Товар</th>
          <th scope="col" className="basket-table__number">
            Цена
          </th>
          <th scope="col">Количество</th>
          <th scope="col" className="basket-table__number">
            Сумма
          </th>
          <th scope="col">
            <span className="ui-visually-hidden">Удалить</span>
          </th>
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
            <td className="basket-table__quantity">
              <LineQuantity line={line} announce={announce} />
            </td>
            <td className="basket-table__sum basket-table__number">
              <LineMoney value={line.sumDiscountPrice} was={line.sumPrice} strong />
            </td>
            <td className="basket-table__remove">
              <LineRemove line={line} announce={announce} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
