import { type FormEvent, useId, useState } from 'react';
import { formatMoney } from '@store/contracts';
import { Button } from '~/ui/button/button';
import { Field } from '~/ui/field/field';
import { TextInput } from '~/ui/input/text-input';
import type { BasketView } from '~/visitor/basket-store';

type PromocodeInfo = NonNullable<BasketView['promocodeInfo']>;

interface PromoCodeFieldProps {
  /** The basket's code, re-checked at every read; null while it has none. */
  info: PromocodeInfo | null;
  /** Spec §4: `{success}` or `{success: false, error}`; a failed call rejects (the global popup says why). */
  onApply: (code: string) => Promise<{ success: boolean; error: string | null }>;
  onCancel: (code: string) => Promise<unknown>;
}

const ignore = () => {};

/**
 * The promo code of the basket (settings basket.promocodesEnabled): a field to apply one, the refusal under it;
 * once applied, the code with its discount and a cancel button. A code that stopped giving a discount (the sum fell
 * under its minimum, it expired) shows why.
 */
export function PromoCodeField({ info, onApply, onCancel }: PromoCodeFieldProps) {
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const refusalId = useId();

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setRefusal('Обязательное поле');
    setPending(true);
    try {
      const answer = await onApply(typed);
      setRefusal(answer.success ? null : answer.error);
      if (answer.success) setCode('');
    } catch {
      // The global API-error popup has told the buyer; the basket is as it was.
    } finally {
      setPending(false);
    }
  };

  const cancel = (applied: string) => {
    setPending(true);
    onCancel(applied)
      .catch(ignore)
      .finally(() => setPending(false));
  };

  if (info) {
    return (
      <div className="promo-code">
        <div className={info.applied ? 'promo-code__applied' : 'promo-code__applied promo-code__applied--idle'}>
          <div>
            <p>
              Промокод <strong>{info.code}</strong>
              {info.applied ? `: скидка ${formatMoney(info.discount)}` : null}
            </p>
            {info.description ? <p className="promo-code__description">{info.description}</p> : null}
          </div>
          <Button size="sm" variant="outline" loading={pending} onClick={() => cancel(info.code)} aria-label={`Отменить промокод ${info.code}`}>
            Отменить
          </Button>
        </div>
        {!info.applied && info.error ? (
          <p className="promo-code__error" role="alert">
            {info.error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className="promo-code" onSubmit={apply} noValidate>
      <div className="promo-code__row">
        <Field label="Промокод">
          <TextInput
            name="code"
            value={code}
            autoComplete="off"
            onValueChange={(value) => {
              setCode(value);
              setRefusal(null);
            }}
            invalid={refusal !== null}
            aria-describedby={refusal ? refusalId : undefined}
          />
        </Field>
        <Button type="submit" variant="outline" loading={pending}>
          Применить
        </Button>
      </div>
      {refusal ? (
        <p id={refusalId} className="promo-code__error" role="alert">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
