import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FormFailure } from '~/forms/schema-form';
import { intentKey } from '~/forms/schema-form';
import { FormAlert } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { Button } from '~/ui/button/button';
import { Field } from '~/ui/field/field';
import { useFieldControl } from '~/ui/field/field-context';
import { Icon } from '~/ui/icon/icon';
import { TextArea } from '~/ui/text-area/text-area';

const example = 'DIN933-8.8-ZN-M10X50\t100\nболт М12х60 DIN 933 8.8 цинк; 250\nгайка М10 DIN 934 — 500 шт';

const chosenFile = (form: HTMLFormElement) => Boolean((form.elements.namedItem('file') as HTMLInputElement | null)?.files?.length);

/**
 * The workbook to read instead of the list: the native file input, transparent over a button of the store's own look,
 * so it opens the picker with or without scripts; the chosen file's name shows once scripts run.
 */
function ExcelFileField({ error }: { error: string | undefined }) {
  return (
    <Field label="Или загрузите файл Excel" hint="Первый лист: в строке — артикул или название и количество, как в списке. До 1 МБ." error={error}>
      <ExcelFileInput />
    </Field>
  );
}

/** The input itself, labelled and described by its Field. */
function ExcelFileInput() {
  const control = useFieldControl({});
  const [name, setName] = useState<string | null>(null);
  return (
    <div className="quick-order-file">
      <input
        {...control}
        type="file"
        name="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="quick-order-file__input"
        onChange={(event) => setName(event.target.files?.[0]?.name ?? null)}
      />
      <span className="quick-order-file__button" aria-hidden="true">
        <Icon name="upload" size={16} />
        Выбрать файл
      </span>
      {name ? <span className="quick-order-file__name">{name}</span> : null}
    </div>
  );
}

/** The list to find: pasted from Excel (article and quantity in cells) or typed, a product a line. */
export function QuickOrderForm({ text, failure }: { text: string; failure: FormFailure | undefined }) {
  const form = useSchemaForm('quickOrderFormSchema', { text }, failure);
  const list = form.field('text');
  const finding = useNavigation().formData?.get(intentKey) === 'resolve';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="account-form quick-order-form"
      // A chosen file stands for the list, which may then be empty.
      onSubmit={(event) => (chosenFile(event.currentTarget) ? undefined : form.onSubmit(event))}
    >
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
      <ExcelFileField error={failure?.fieldErrors.file} />
      <div className="profile-panel__actions">
        <Button type="submit" name={intentKey} value="resolve" iconStart="search" loading={finding}>
          Найти товары
        </Button>
      </div>
    </Form>
  );
}
