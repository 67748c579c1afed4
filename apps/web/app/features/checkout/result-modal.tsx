import { Button } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import { Modal } from '~/ui/modal/modal';
import { Spinner } from '~/ui/spinner/spinner';

export type CheckoutResult =
  | { kind: 'pending' }
  /** `paymentUrl`: an order paid online by card, where the buyer pays (the payment provider's page). */
  | { kind: 'success'; orderNum: string; paymentUrl?: string | undefined }
  /** `message`: the server's reason when it gave one (the basket changed, a total differs). */
  | { kind: 'error'; message: string | null }
  /** A guest whose e-mail or phone already has an account (Order/checkUserUnregistered/). */
  | { kind: 'signIn'; message: string; authHref: string };

/** Spec §8 success text. */
export const successText = (orderNum: string) =>
  `Заказ № ${orderNum} оформлен. Чтобы завершить оформление, оплатите выставленный счёт. Подтвердим заказ после поступления оплаты.`;
export const failureTitle = 'Ошибка при оформлении заказа';

const titles = { pending: 'Оформляем заказ', success: 'Заказ оформлен', error: failureTitle, signIn: 'Войдите, чтобы оформить заказ' } as const;

/** Spec §2 result modal (420 px): pending, success or error. */
export function ResultModal({ result, onClose }: { result: CheckoutResult | null; onClose: () => void }) {
  const pending = result?.kind === 'pending';
  return (
    <Modal
      open={result !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={result ? titles[result.kind] : ''}
      size="sm"
      preventClose={pending}
      footer={
        result?.kind === 'success' && result.paymentUrl ? (
          <>
            <Button variant="ghost" onClick={onClose}>
              Перейти к заказу
            </Button>
            <Button href={result.paymentUrl}>Оплатить</Button>
          </>
        ) : result?.kind === 'success' ? (
          <Button block onClick={onClose}>
            Перейти к заказу
          </Button>
        ) : result?.kind === 'error' ? (
          <Button block to="/basket/" onClick={onClose}>
            Перейти в корзину
          </Button>
        ) : result?.kind === 'signIn' ? (
          <>
            <Button variant="ghost" onClick={onClose}>
              Назад
            </Button>
            <Button href={result.authHref}>Войти</Button>
          </>
        ) : null
      }
    >
      <div className="checkout-result" role={pending ? undefined : 'status'}>
        {result?.kind === 'pending' ? <Spinner size="sm" label="Оформляем заказ" /> : null}
        {result?.kind === 'success' ? (
          <>
            <Icon name="check-circle" size={48} className="checkout-result__icon checkout-result__icon--success" />
            <p>{successText(result.orderNum)}</p>
          </>
        ) : null}
        {result?.kind === 'error' ? (
          <>
            <Icon name="error" size={48} className="checkout-result__icon checkout-result__icon--error" />
            {result.message ? <p>{result.message}</p> : null}
          </>
        ) : null}
        {result?.kind === 'signIn' ? <p>{result.message}</p> : null}
      </div>
    </Modal>
  );
}
