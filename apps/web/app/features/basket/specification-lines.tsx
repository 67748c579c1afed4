import { formatQuantity } from '~/components/availability';
import type { BasketLine } from '~/visitor/basket-store';
import { LineMoney, LineProduct } from './basket-line-parts';
import { lineArticle } from './basket-lines';

/** A specification's lines as they are priced now (read-only: quantities change in the basket once it is active). */
export function SpecificationLines({ lines }: { lines: readonly BasketLine[] }) {
  return (
    <table className="basket-table specification-lines">
      <caption className="ui-visually-hidden">Товары спецификации</caption>
      <thead>
        <tr>
          <th scope="col">Артикул</th>
          <th scope="col">Товар</th>
          <th scope="col" className="basket-table__number">
            Цена
          </th>
          <th scope="col" className="basket-table__number">
            Количество
          </th>
          <th scope="col" className="basket-table__number">
            Сумма
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
            <td className="basket-table__quantity basket-table__number" data-label="Количество">
              {formatQuantity(line.quantity)} {line.measure}
            </td>
            <td className="basket-table__sum basket-table__number">
              <LineMoney value={line.sumDiscountPrice} was={line.sumPrice} strong />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
