import type { MouseEvent, ReactNode } from 'react';
import { ReturnPathField } from '~/components/return-path-field';
import { Icon } from '~/ui/icon/icon';
import { favouriteActions, useIsFavourite } from './favourites-store';
import './favourite-toggle.css';

/** Where the heart goes before the page's JavaScript runs (routes/fav/change.tsx). */
export const favouriteChangeAction = '/fav/change/';

/**
 * The heart of a product (shown when settings fav.enabled). Not pressed on the server (the page is the same HTML for
 * every guest); once the visitor's favourites arrive it shows theirs. A plain form before the page's JavaScript runs,
 * then a toggle through the favourites store, which flips at once and flips back if the call fails.
 */
export function FavouriteToggle({ productId, name, form }: { productId: number; name: string; form?: string }) {
  const pressed = useIsFavourite(productId);
  const action = pressed ? 'Убрать из избранного' : 'В избранное';
  // Named with the product: in a list of cards every heart would otherwise read the same.
  const label = `${action}: ${name}`;

  // A failure puts the heart back and the API-error popup says why.
  const change = () => {
    (pressed ? favouriteActions.remove : favouriteActions.add)(productId).catch(() => undefined);
  };
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    change();
  };

  if (form !== undefined)
    // A listing card's: a submit button of the list's shared form (components/product-card/card-list.tsx), sending
    // `id` to /fav/change/ (which adds: a heart is never pressed before the page's JavaScript runs).
    return (
      <button
        type="submit"
        form={form}
        formAction={favouriteChangeAction}
        name="id"
        value={productId}
        className="favourite-toggle__button"
        aria-pressed={pressed}
        aria-label={label}
        title={action}
        onClick={toggle}
      >
        <Icon name={pressed ? 'heart-filled' : 'heart'} />
      </button>
    );

  return (
    <FavouriteForm productId={productId} intent={pressed ? 'remove' : 'add'} className="favourite-toggle" onSubmit={change}>
      <button type="submit" className="favourite-toggle__button" aria-pressed={pressed} aria-label={label} title={action}>
        <Icon name={pressed ? 'heart-filled' : 'heart'} />
      </button>
    </FavouriteForm>
  );
}

interface FavouriteFormProps {
  productId: number;
  intent: 'add' | 'remove';
  className: string;
  /** The change made in place once the page's JavaScript runs (the form is not sent then). */
  onSubmit: () => void;
  /** Its submit button. */
  children: ReactNode;
}

/** A plain form adding or removing one favourite (routes/fav/change.tsx) before the page's JavaScript runs. */
export function FavouriteForm({ productId, intent, className, onSubmit, children }: FavouriteFormProps) {
  return (
    <form
      method="post"
      action={favouriteChangeAction}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="id" value={productId} />
      <input type="hidden" name="intent" value={intent} />
      <ReturnPathField />
      {children}
    </form>
  );
}
