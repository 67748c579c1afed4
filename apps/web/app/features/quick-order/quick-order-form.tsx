import { Form, useNavigation } from 'react-router';
import type { FormFailure } from '~/forms/schema-form';
import { intentKey } from '~/forms/schema-form';
import { FormAlert } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { Button } from '~/ui/button/button';
import { Field } from '~/ui/field/field';
import { TextArea } from '~/ui/text-area/text-area';

const example = 'DIN933-8.8-ZN-M10X50\t100\nболт М12х60 DIN 933 8.8 цинк; 250\nгайка М10 DIN 934 — 500 шт';

/** The list to find: pasted from Excel (article and quantity in cells) or typed, a product a line. */
export function QuickOrderForm({ text, failure }: { text: string; failure: FormFailure | undefined }) {
  const form = useSchemaForm('quickOrderFormSchema', { text }, failure);
  const list = form.field('text');
  const finding = useNavigation().formData?.get(intentKey) === 'resolve';
  return (
    <Form method="post" noValidate className="account-form quick-order-form" onSubmit={form.onSubmit}>
      <FormAlert message={failure?.formError} />
      <Field
        label="Список товаров"
        required
        error={list.error}
        hint="В строке — артикул или название (болт М10х50 DIN 933 8.8 цинк) и количество: через табуляцию, как из Excel, через «;» или «—», или «100 шт» в конце. Без количества — 1 шт. До 200 строк."
      >
        <TextArea
          name={list.name}
          value={list.value}
          onValueChange={list.onValueChange}
          onBlur={list.onBlur}
          rows={8}
          placeholder={example}
          spellCheck={false}
        />
      </Field>
      <div className="profile-panel__actions">
        <Button type="submit" name={intentKey} value="resolve" iconStart="search" loading={finding}>
          Найти товары
        </Button>
      </div>
    </Form>
  );
}
