import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '~/api/client';
import type { FormFailure } from '~/forms/schema-form';
import { FormAlert, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { Button } from '~/ui/button/button';
import { Field } from '~/ui/field/field';
import { Modal } from '~/ui/modal/modal';
import { TextArea } from '~/ui/text-area/text-area';
import { multiBasketActions } from '~/visitor/basket-store';

interface CreateBasketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the basket is made (the stores hold it already); a page showing loader data reloads it here. */
  onCreated?: () => void;
  returnFocusTo?: HTMLElement | null;
}

const empty = { name: '', description: '' };

/** Spec §2 'Создать корзину': 'Название корзины' (1–100) and a comment, checked by the contracts' basketCreateSchema. */
export function CreateBasketDialog({ open, onOpenChange, onCreated, returnFocusTo }: CreateBasketDialogProps) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, setPending] = useState(false);
  const form = useSchemaForm('basketCreateSchema', empty, failure);
  const formId = useId();
  const description = form.field('description');

  const close = (next: boolean) => {
    if (!next) {
      form.reset(empty);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    setPending(true);
    try {
      await multiBasketActions.create(form.values.name ?? '', form.values.description ?? '');
      close(false);
      onCreated?.();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure({ formError: error.fields.name || error.fields.description ? null : error.message, fieldErrors: error.fields, values: form.values });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Создать корзину"
      size="sm"
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)}>
            Отмена
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            Создать
          </Button>
        </>
      }
    >
      <form id={formId} className="create-basket-form" onSubmit={submit} noValidate>
        <FormAlert message={failure?.formError} />
        <TextField control={form.field('name')} label="Название корзины" required autoComplete="off" />
        <Field label="Комментарий" error={description.error}>
          <TextArea name={description.name} value={description.value} onValueChange={description.onValueChange} onBlur={description.onBlur} rows={3} />
        </Field>
      </form>
    </Modal>
  );
}

export default CreateBasketDialog;
