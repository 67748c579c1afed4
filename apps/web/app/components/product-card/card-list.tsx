import { type ReactNode, createContext, useContext, useId } from 'react';
import { useDelegatedLinks } from '~/components/delegated-links';
import { ReturnPathField } from '~/components/return-path-field';
import { basketChangeAction } from '~/visitor/add-to-basket';

const CardFormContext = createContext<string | null>(null);

/**
 * The id of the list's one form, which every card's 'В корзину' and heart submit (`form=`) before the page's
 * JavaScript runs; throws outside a CardList (a card's buttons would send nothing).
 */
export function useCardForm(): string {
  const form = useContext(CardFormContext);
  if (form === null) throw new Error('A product card belongs in a CardList');
  return form;
}

interface CardListProps {
  className: string;
  /** The `<li>`s of the cards. */
  children: ReactNode;
}

/**
 * A list of product cards with what the cards share, so each card stays light (a listing shows 24 of them at once):
 * - ONE form for every card's buttons (decision 0004: they work before the page's JavaScript runs). It posts to
 *   /basket/change/ with the page to return to; a card's 'В корзину' sends `add=<id>:<quantity>`, its heart sends
 *   `id=<id>` to /fav/change/ (`formaction`). The form is empty and hidden, outside the list: the buttons name it.
 * - ONE set of link handlers: the cards' product links are plain `<a href>` that navigate in the app and prefetch
 *   on intent (useDelegatedLinks).
 */
export function CardList({ className, children }: CardListProps) {
  const form = useId();
  const links = useDelegatedLinks();
  return (
    <CardFormContext value={form}>
      <ul className={className} {...links.handlers}>
        {children}
      </ul>
      <form id={form} method="post" action={basketChangeAction} hidden>
        <ReturnPathField />
      </form>
      {links.prefetch}
    </CardFormContext>
  );
}
