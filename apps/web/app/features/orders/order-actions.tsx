import { useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { intentKey } from '~/forms/schema-form';
import { Button, buttonClassName } from '~/ui/button/button';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import type { OrderView } from './order-types';

const loadConfirmDialog = () => import('~/components/confirm-dialog');

/** The invoice's address: the API answers the PDF as a download. */
export const invoiceUrl = (orderNum: string) => `/api/Order/getInvoice/?order_num=${encodeURIComponent(orderNum)}`;

/**
 * 'Оплатить' (an order awaiting its online card payment), 'Скачать счёт', 'Повторить заказ' and 'Отменить заказ': plain forms posting to the page's action, so they work
 * before scripts run; with scripts the cancel asks first.
 */
export function OrderActions({ order }: { order: OrderView }) {
  const cancelForm = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const [asking, setAsking] = useState(false);
  const { Component: ConfirmDialog, loadNow } = useDeferredComponent(loadConfirmDialog);
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get(intentKey) === intent;
  return (
    <div className="order-actions">
      {order.canPay ? (
        <Form method="post">
          <input type="hidden" name={intentKey} value="pay" />
          <Button type="submit" variant="primary" loading={busy('pay')}>
            Оплатить
          </Button>
        </Form>
      ) : null}
      <a className={buttonClassName({ variant: 'outline' })} href={invoiceUrl(order.orderNum)} download>
        Скачать счёт
      </a>
      {order.canRepeat ? (
        <Form method="post">
          <input type="hidden" name={intentKey} value="repeat" />
          <Button type="submit" variant="primary" loading={busy('repeat')}>
            Повторить заказ
          </Button>
        </Form>
      ) : null}
      {order.canCancel ? (
        <Form
          method="post"
          ref={cancelForm}
          onSubmit={(event) => {
            event.preventDefault();
            loadNow();
            setAsking(true);
          }}
        >
          <input type="hidden" name={intentKey} value="cancel" />
          <Button type="submit" variant="ghost">
            Отменить заказ
          </Button>
        </Form>
      ) : null}
      {ConfirmDialog ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title="Отменить заказ?"
          description={`Заказ № ${order.orderNum} будет отменён, зарезервированные товары вернутся на склад.`}
          confirmLabel="Отменить заказ"
          keepLabel="Не отменять"
          pending={busy('cancel')}
          onConfirm={() => {
            if (cancelForm.current) submit(cancelForm.current);
            setAsking(false);
          }}
        />
      ) : null}
    </div>
  );
}
