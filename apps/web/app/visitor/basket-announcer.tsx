import { useBasketAnnouncement } from './basket-feedback';

/** The live region that reads basket changes out (role=status); rendered once, in the header. */
export function BasketAnnouncer() {
  return (
    <p className="ui-visually-hidden" role="status">
      {useBasketAnnouncement()}
    </p>
  );
}
