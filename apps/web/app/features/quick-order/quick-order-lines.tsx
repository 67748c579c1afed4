import type { Camelize, QuickOrderLine } from '@store/contracts';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { cachedMoney } from '~/components/price';
import { intentKey } from '~/forms/schema-form';
import { Button } from '~/ui/button/button';
import { Checkbox } from '~/ui/checkbox/checkbox';

type Line = Camelize<QuickOrderLine>;

/** A ticked line as the form posts it. */
const choice = (line: Line) => `${line.product?.id}:${line.quantity}`;

/** What the store made of a line: found, one of several (the buyer checks it), or nothing. */
function LineStatus({ line }: { line: Line }) {
  if (!line.product)
    return (
      <p className="quick-order-line__status quick-order-line__status--none">
        Не найден · <Link to={line.searchUrl}>искать в каталоге</Link>
      </p>
    );
  if (line.exact) return <p className="quick-order-line__status quick-order-line__status--exact">Найден</p>;
  return (
    <p className="quick-order-line__status quick-order-line__status--check">
      Подходят {line.matches} — проверьте · <Link to={line.searchUrl}>все варианты</Link>
    </p>
  );
}

/**
 * The list as the store read it, a row per line: the product found with its price and the line's sum, and a box that
 * puts it in the basket — ticked where the line named one product, left for the buyer where it was one of several.
 * The boxes post 'id:quantity' (several of one name, see `formValues`) with the list itself.
 */
export function QuickOrderLines({ lines, text }: { lines: readonly Line[]; text: string }) {
  const found = lines.filter((line) => line.product);
  const [chosen, setChosen] = useState(() => found.filter((line) => line.exact).map(choice));
  const adding = useNavigation().formData?.get(intentKey) === 'add';
  return (
    <Form method="post" className="quick-order-result" aria-labelledby="quick-order-found">
      <h2 id="quick-order-found" className="profile-section__title">
        Найдено {found.length} из {lines.length}
      </h2>
      <input type="hidden" name="text" value={text} />
      <ol className="quick-order-lines">
        {lines.map((line) => (
          <li key={line.line} className="quick-order-line ui-surface">
            <p className="quick-order-line__query">
              <span className="quick-order-line__number">Строка {line.line}:</span> {line.query} — {line.quantity} шт
            </p>
            {line.product ? (
              <div className="quick-order-line__product">
                <Checkbox name="items" value={choice(line)} group={chosen} onGroupChange={setChosen}>
                  <span className="ui-visually-hidden">В корзину: </span>
                  {line.product.name}
                </Checkbox>
                <p className="quick-order-line__meta">
                  Арт. {line.product.article} · <Link to={line.product.url}>карточка товара</Link>
                </p>
                <p className="quick-order-line__sum">
                  {cachedMoney(line.product.discountPrice ?? line.product.price)} × {line.quantity} ={' '}
                  <strong>{cachedMoney((line.product.discountPrice ?? line.product.price) * line.quantity)}</strong>
                </p>
              </div>
            ) : null}
            <LineStatus line={line} />
          </li>
        ))}
      </ol>
      {found.length > 0 ? (
        <div className="profile-panel__actions">
          <Button type="submit" wrap name={intentKey} value="add" iconStart="cart" loading={adding}>
            Добавить отмеченные в корзину
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
