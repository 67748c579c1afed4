import { type FormEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { ReturnPathField } from '~/components/return-path-field';
import { addValue } from '~/lib/basket-form';
import { Button } from '~/ui/button/button';
import { parseQuantity } from '~/ui/quantity-stepper/quantity';
import { QuantityStepper } from '~/ui/quantity-stepper/quantity-stepper';
import { confirmAdded, showNotices } from './basket-feedback';
import { BasketLineStepper, maxQuantity, wholeQuantity } from './basket-line-stepper';
import { basketActions, useBasketLine } from './basket-store';
import './add-to-basket.css';

/** Where the add form goes before the page's JavaScript runs (routes/basket/change.tsx). */
export const basketChangeAction = '/basket/change/';

/** What the control needs of a product; `name` as shown (with the catalogue's default for a missing one). */
export interface BasketProduct {
  id: number;
  name: string;
  /** Кратность: the basket takes whole multiples of this many units. */
  orderMultiple: number;
  unit: string;
}

interface AddToBasketProps {
  product: BasketProduct;
  /** The product page and the quick view: a quantity is chosen before adding, and once added a link leads to the basket. */
  chooseQuantity?: boolean;
  size?: 'sm' | 'base';
  /**
   * A listing card's: the id of the list's shared form (components/product-card/card-list.tsx), which the button
   * submits as `add=<id>:<multiple>` before the page's JavaScript runs, instead of a form of the card's own.
   */
  form?: string;
}

/**
 * 'В корзину' wherever a product is shown; once the product is in the active basket, the line's quantity stepper.
 * The server renders the button for everyone (the page is the same HTML for every guest) as a plain form that works
 * before the page's JavaScript runs; once it runs, the form goes through the basket store and the page stays.
 */
export function AddToBasket({ product, chooseQuantity = false, size = 'base', form }: AddToBasketProps) {
  const line = useBasketLine(product.id);
  const box = useRef<HTMLDivElement>(null);
  const lastFocused = useFocusAcrossSwap(box, line !== null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only remembers which of its controls had focus
    <div ref={box} className={`add-to-basket${chooseQuantity ? ' add-to-basket--choose' : ''}`} onFocus={(event) => (lastFocused.current = event.target)}>
      {line ? (
        <>
          <BasketLineStepper line={line} size={size} />
          {chooseQuantity ? (
            <Button to="/basket/" variant="outline" size={size} className="add-to-basket__button">
              Перейти в корзину
            </Button>
          ) : null}
        </>
      ) : form !== undefined ? (
        <AddButton product={product} form={form} size={size} />
      ) : (
        // A new multiple (fresher figures of the product arriving) starts the chosen quantity over.
        <AddForm key={product.orderMultiple} product={product} chooseQuantity={chooseQuantity} size={size} />
      )}
    </div>
  );
}

/** Adds through the basket store, telling the buyer; `adding` while the call is out. */
function useAdd(productId: number) {
  const [adding, setAdding] = useState(false);
  const add = (quantity: number) => {
    if (adding) return;
    setAdding(true);
    basketActions
      .add(productId, quantity)
      .then(
        (basket) => {
          confirmAdded();
          showNotices(basket);
        },
        // Nothing changed, and the API-error popup has said why.
        () => undefined,
      )
      .finally(() => setAdding(false));
  };
  return { adding, add };
}

/** A listing card's 'В корзину' (one multiple): a submit button of the list's shared form. */
function AddButton({ product, form, size }: { product: BasketProduct; form: string; size: 'sm' | 'base' }) {
  const { adding, add } = useAdd(product.id);
  return (
    <Button
      type="submit"
      form={form}
      name="add"
      value={addValue(product.id, product.orderMultiple)}
      size={size}
      iconStart="cart"
      loading={adding}
      aria-label={`Добавить в корзину: ${product.name}`}
      className="add-to-basket__button"
      onClick={(event) => {
        event.preventDefault();
        add(product.orderMultiple);
      }}
    >
      В корзину
    </Button>
  );
}

function AddForm({ product, chooseQuantity, size }: Required<Omit<AddToBasketProps, 'form'>>) {
  const [chosen, setChosen] = useState(product.orderMultiple);
  const { adding, add: addQuantity } = useAdd(product.id);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field says now: Enter sends the form in the same keystroke that commits the number.
    const typed = parseQuantity(String(new FormData(event.currentTarget).get('quantity') ?? ''));
    addQuantity(Math.max(product.orderMultiple, wholeQuantity(typed)));
  };

  return (
    <form method="post" action={basketChangeAction} className="add-to-basket__form" onSubmit={add}>
      <input type="hidden" name="id" value={product.id} />
      <ReturnPathField />
      {chooseQuantity ? (
        <QuantityStepper
          name="quantity"
          value={chosen}
          onChange={setChosen}
          min={product.orderMultiple}
          max={maxQuantity}
          step={product.orderMultiple}
          label={`Количество, ${product.unit}: ${product.name}`}
          size={size}
        />
      ) : (
        <input type="hidden" name="quantity" value={product.orderMultiple} />
      )}
      <Button type="submit" size={size} iconStart="cart" loading={adding} aria-label={`Добавить в корзину: ${product.name}`} className="add-to-basket__button">
        В корзину
      </Button>
    </form>
  );
}

/**
 * Keyboard focus survives the swap of 'В корзину' and the stepper (either way): when the focused control was
 * replaced and focus fell to the page, it moves to the new control's last button (the stepper's '+', or the form's
 * 'В корзину') rather than leaving the buyer at the top of the page.
 */
function useFocusAcrossSwap(box: RefObject<HTMLDivElement | null>, inBasket: boolean): RefObject<EventTarget | null> {
  const lastFocused = useRef<EventTarget | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the button and the stepper swap
  useLayoutEffect(() => {
    const previous = lastFocused.current;
    const lost = previous instanceof Element && !previous.isConnected && (document.activeElement === null || document.activeElement === document.body);
    if (!lost) return;
    const buttons = box.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
    buttons?.[buttons.length - 1]?.focus();
  }, [box, inBasket]);
  return lastFocused;
}
