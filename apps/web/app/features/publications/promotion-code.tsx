import { Form, useNavigation } from 'react-router';
import { Button } from '~/ui/button/button';

/**
 * A promotion's promo code and 'Применить в корзине': the page's action applies the promotion's own code to the
 * active basket and opens it (a plain form, so it works before scripts run); a refusal comes back as `error`.
 */
export function PromotionCode({ code, error }: { code: string; error: string | undefined }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="promotion-code" aria-labelledby="promotion-code-title">
      <div>
        <h2 className="promotion-code__title" id="promotion-code-title">
          Промокод
        </h2>
        <p className="promotion-code__value">{code}</p>
        <p className="promotion-code__hint">Скидка применится к товарам активной корзины.</p>
      </div>
      <Form method="post" className="promotion-code__form">
        <Button type="submit" loading={busy} iconStart="percent">
          Применить в корзине
        </Button>
      </Form>
      {error ? (
        <p className="promotion-code__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
