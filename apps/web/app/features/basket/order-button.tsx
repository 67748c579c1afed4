import { checkoutParam, checkoutPath } from '~/lib/checkout-path';
import { Button } from '~/ui/button/button';
import { useUrlModal } from '~/ui/modal/use-url-modal';

/** 'Оформить заказ': opens the checkout modal on the page (a plain link to it before scripts run). */
export function OrderButton() {
  const { openModal } = useUrlModal(checkoutParam);
  return (
    <Button
      to={checkoutPath}
      block
      size="l"
      iconEnd="arrow-right"
      onClick={(event) => {
        event.preventDefault();
        openModal();
      }}
    >
      Оформить заказ
    </Button>
  );
}
