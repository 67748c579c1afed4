import { QuantityStepper } from '~/ui/quantity-stepper/quantity-stepper';
import { announceBasket, showNotices } from './basket-feedback';
import { type BasketLine, basketActions } from './basket-store';

/** The store's own limit of one line (contracts basketLimits.maxQuantity; the contracts' schemas stay out of the browser's bundle). */
export const maxQuantity = 999_999;
/** Spec §9: changes typed into a quantity wait for a pause (autocomplete's 350 ms) rather than go out at every keystroke. */
export const typingPause = 350;

/** A basket quantity is whole units; a typed fraction is rounded up, as the server rounds to the multiple. */
export const wholeQuantity = (quantity: number) => Math.ceil(quantity);

/** What happened, for screen readers: the quantity the server settled on, or that the line is gone. */
function announceLine(line: BasketLine, lines: readonly BasketLine[]) {
  const now = lines.find((item) => item.bid === line.bid);
  announceBasket(now ? `${line.name}: в корзине ${now.quantity} ${now.measure}` : `${line.name} удалён из корзины`);
}

interface BasketLineStepperProps {
  line: BasketLine;
  size?: 'sm' | 'base';
}

/**
 * A basket line's quantity: steps by its multiple, 0 removes it, a typed number goes out after a pause (or on blur,
 * Enter). The store shows the change at once and puts the line back if the call fails (the API-error popup says why).
 */
export function BasketLineStepper({ line, size = 'sm' }: BasketLineStepperProps) {
  const change = (quantity: number) => {
    basketActions.setQuantity(line.bid, wholeQuantity(quantity)).then(
      (basket) => {
        showNotices(basket);
        announceLine(line, basket.items);
      },
      // The store is back to its last confirmed state and the popup has told the buyer: nothing more to do here.
      () => undefined,
    );
  };
  return (
    <QuantityStepper
      value={line.quantity}
      onChange={change}
      step={line.orderMultiple}
      max={maxQuantity}
      commitDelay={typingPause}
      label={`Количество в корзине, ${line.measure}: ${line.name}`}
      size={size}
    />
  );
}
