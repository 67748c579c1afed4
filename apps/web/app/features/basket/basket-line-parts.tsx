import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { basketLimits, formatMoney } from '@store/contracts';
import { formatQuantity } from '~/components/availability';
import { Image } from '~/components/image';
import { intentKey } from '~/forms/schema-form';
import { Badge } from '~/ui/badge/badge';
import { Button } from '~/ui/button/button';
import { focusMainRegion } from '~/ui/modal/return-focus';
import { QuantityStepper } from '~/ui/quantity-stepper/quantity-stepper';
import { type BasketLine, basketActions } from '~/visitor/basket-store';

/** Tells the page's live region what a line control did (spec: basket changes are announced). */
export type Announce = (message: string) => void;

const ignore = () => {};

/** Image, name with its link, the anchor's drill and the «под заказ» mark. */
export function LineProduct({ line }: { line: BasketLine }) {
  const extras = line.properties.filter((property) => property.code !== 'article');
  return (
    <div className="basket-line__product">
      <Link to={line.url} className="basket-line__media" tabIndex={-1} aria-hidden="true">
        <Image src={line.image} alt="" width={56} height={56} />
      </Link>
      <div>
        <p className="basket-line__name">
          <Link to={line.url}>{line.name}</Link>
        </p>
        {extras.map((property) => (
          <p key={property.code} className="basket-line__meta">
            {property.name}: {property.value}
          </p>
        ))}
        <LineOnOrder line={line} />
      </div>
    </div>
  );
}

/** More is ordered than the warehouses hold: the line is «под заказ» (spec: line.onOrder). */
export function LineOnOrder({ line }: { line: BasketLine }) {
  if (!line.onOrder) return null;
  return (
    <p className="basket-line__on-order">
      <Badge tone="warning">Под заказ</Badge>
      <span>{line.stock > 0 ? `в наличии ${formatQuantity(line.stock)} ${line.measure}, остальное под заказ` : 'нет в наличии, поставим под заказ'}</span>
    </p>
  );
}

/** A figure whose catalogue discount strikes the list figure through. */
export function LineMoney({ value, was, strong }: { value: number; was: number; strong?: boolean }) {
  return (
    <span className={strong ? 'basket-line__money basket-line__sum' : 'basket-line__money'}>
      {formatMoney(value)}
      {was > value ? (
        <s>
          <span className="ui-visually-hidden">без скидки </span>
          {formatMoney(was)}
        </s>
      ) : null}
    </span>
  );
}

/** The quantity in steps of the product's multiple; 0 removes the line (spec §7 setQuantity). */
export function LineQuantity({ line, announce }: { line: BasketLine; announce: Announce }) {
  const change = (quantity: number) => {
    basketActions
      .setQuantity(line.bid, quantity)
      .then(() => announce(quantity === 0 ? `Товар удалён из корзины: ${line.name}` : `Количество изменено: ${line.name}`))
      .catch(ignore);
  };
  return (
    <div>
      <QuantityStepper
        value={line.quantity}
        step={line.orderMultiple}
        max={basketLimits.maxQuantity}
        size="sm"
        label={`Количество, ${line.measure}: ${line.name}`}
        onChange={change}
      />
      {line.orderMultiple > 1 ? (
        <p className="basket-line__multiple">
          Кратно {line.orderMultiple} {line.measure}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Where focus goes when a line's delete button goes with its line: the next line's delete button, else the previous
 * one's, else the page's main region (the basket is empty), so a keyboard does not start again from the top.
 */
function focusAfterRemoval(form: HTMLFormElement): () => void {
  const buttons = [...(form.closest('tbody, ul')?.querySelectorAll<HTMLElement>('.basket-line__remove') ?? [])];
  const index = buttons.findIndex((button) => form.contains(button));
  const next = buttons[index + 1] ?? buttons[index - 1];
  return () => {
    if (next?.isConnected) next.focus();
    else focusMainRegion();
  };
}

/** Removes the line: through the store, or without scripts as a form posted to the basket page's action. */
export function LineRemove({ line, announce }: { line: BasketLine; announce: Announce }) {
  const remove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refocus = focusAfterRemoval(event.currentTarget);
    basketActions
      .remove([line.bid])
      .then(() => {
        refocus();
        announce(`Товар удалён из корзины: ${line.name}`);
      })
      .catch(ignore);
  };
  return (
    <form method="post" action="/basket/" onSubmit={remove}>
      <input type="hidden" name={intentKey} value="remove" />
      <input type="hidden" name="bid" value={line.bid} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        iconOnly
        iconStart="trash"
        className="basket-line__remove"
        aria-label={`Удалить из корзины: ${line.name}`}
      />
    </form>
  );
}
