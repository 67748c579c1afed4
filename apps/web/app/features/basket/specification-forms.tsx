import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { BasketColor } from '@store/contracts';
import { AskFirstButton } from '~/components/ask-first-button';
import { intentKey } from '~/forms/schema-form';
import { FormAlert, FormNotice, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { Button } from '~/ui/button/button';
import { Field } from '~/ui/field/field';
import { NativeSelect } from '~/ui/select/native-select';
import { TextArea } from '~/ui/text-area/text-area';
import { BasketColorChoice } from './basket-color-choice';
import { type MultiBasketView, basketStore, multiBasketStore } from '~/visitor/basket-store';
import type { SpecificationAnswer, SpecificationIntent } from './specification-answer';

const ignore = () => {};
const reloadStores = () => {
  basketStore.load().catch(ignore);
  multiBasketStore.load().catch(ignore);
};

/**
 * The answer to this intent: the fetcher's, or the page's own when it was posted without scripts. The action
 * reloads this page's data; the visitor's stores (header counts, the basket page) are reloaded after each change.
 */
function useIntentAnswer(intent: SpecificationIntent, pageAnswer: SpecificationAnswer | undefined) {
  const fetcher = useFetcher<SpecificationAnswer>({ key: `specification-${intent}` });
  const answer = fetcher.data ?? (pageAnswer?.intent === intent ? pageAnswer : undefined);
  useEffect(() => {
    if (fetcher.data?.notice) reloadStores();
  }, [fetcher.data]);
  return { fetcher, answer, pending: fetcher.state !== 'idle' };
}

const Intent = ({ value }: { value: SpecificationIntent }) => <input type="hidden" name={intentKey} value={value} />;

interface EditProps {
  basket: { name: string; description: string; color: BasketColor };
  pageAnswer: SpecificationAnswer | undefined;
}

/** Rename, comment and recolour (POST /Basket/updateBasket/ through the route action). */
export function SpecificationEditForm({ basket, pageAnswer }: EditProps) {
  const { fetcher, answer, pending } = useIntentAnswer('update', pageAnswer);
  const form = useSchemaForm('basketCreateSchema', { name: basket.name, description: basket.description, color: basket.color }, answer?.failure);
  const description = form.field('description');
  return (
    <fetcher.Form method="post" className="account-form" noValidate onSubmit={form.onSubmit}>
      <Intent value="update" />
      <FormAlert message={answer?.failure?.formError} />
      <TextField control={form.field('name')} label="Название корзины" required autoComplete="off" />
      <Field label="Комментарий" error={description.error}>
        <TextArea name={description.name} value={description.value} onValueChange={description.onValueChange} onBlur={description.onBlur} rows={3} />
      </Field>
      <BasketColorChoice value={(form.values.color as BasketColor | undefined) ?? basket.color} onChange={(color) => form.setValue('color', color)} />
      <FormNotice message={answer?.notice} stale={form.edited} />
      <div>
        <Button type="submit" loading={pending}>
          Сохранить
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** 'Сделать активной': new products go into this basket, and the order is placed from it. */
export function MakeActiveButton({ pageAnswer }: { pageAnswer: SpecificationAnswer | undefined }) {
  const { fetcher, answer, pending } = useIntentAnswer('activate', pageAnswer);
  return (
    <fetcher.Form method="post">
      <Intent value="activate" />
      <Button type="submit" variant="outline" size="sm" iconStart="check" loading={pending}>
        Сделать активной
      </Button>
      <FormAlert message={answer?.error} />
    </fetcher.Form>
  );
}

/** 'Удалить' after a confirmation (the main basket is never deleted); a deleted basket leads back to the list. */
export function DeleteBasketButton({ name, pageAnswer }: { name: string; pageAnswer: SpecificationAnswer | undefined }) {
  const { fetcher, answer, pending } = useIntentAnswer('delete', pageAnswer);
  // The action answers with a redirect to the list: the stores follow once it is done.
  const remove = () => fetcher.submit({ [intentKey]: 'delete' }, { method: 'post' }).then(reloadStores);
  return (
    <>
      <AskFirstButton
        question={{ title: 'Удалить корзину?', description: `Корзина «${name}» будет удалена вместе с товарами.`, confirmLabel: 'Удалить', pending }}
        onConfirm={remove}
      >
        Удалить
      </AskFirstButton>
      <FormAlert message={answer?.error} />
    </>
  );
}

/** Copies every line into another of the user's baskets; a product already there adds up. */
export function CopyItemsForm({ targets, pageAnswer }: { targets: readonly MultiBasketView[]; pageAnswer: SpecificationAnswer | undefined }) {
  const { fetcher, answer, pending } = useIntentAnswer('copy', pageAnswer);
  const [target, setTarget] = useState<string | null>(null);
  return (
    <fetcher.Form method="post" className="specification-copy">
      <Intent value="copy" />
      <Field label="В корзину" error={answer?.error}>
        <NativeSelect
          name="to_basket_id"
          required
          items={targets.map((basket) => ({ code: String(basket.id), name: basket.name }))}
          value={target}
          onChange={setTarget}
          placeholder="Выберите корзину"
        />
      </Field>
      <Button type="submit" variant="outline" iconStart="copy" loading={pending}>
        Скопировать
      </Button>
      <FormNotice message={answer?.notice} />
    </fetcher.Form>
  );
}
