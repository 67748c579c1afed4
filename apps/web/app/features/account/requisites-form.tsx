import { Form, useNavigation } from 'react-router';
import { Button } from '~/ui/button/button';
import type { FormFailure } from '~/forms/schema-form';
import { FormAlert, FormNotice, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';

interface Requisites {
  organizationName: string;
  inn: string;
  kpp: string;
  ogrn: string;
  director: string;
}

/** A company's requisites: the main manager edits them (/User/updateOrganization/), other employees only read them. */
export function RequisitesForm({
  requisites,
  editable,
  failure,
  notice,
}: {
  requisites: Requisites;
  editable: boolean;
  failure: FormFailure | undefined;
  notice: string | null;
}) {
  const form = useSchemaForm(
    'organizationRequisitesSchema',
    { organization_name: requisites.organizationName, inn: requisites.inn, kpp: requisites.kpp, ogrn: requisites.ogrn, director: requisites.director },
    failure,
  );
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'requisites';
  const readOnly = !editable;
  return (
    <Form method="post" noValidate className="account-form" onSubmit={form.onSubmit}>
      {readOnly ? <p className="account-lead">Изменять реквизиты может главный менеджер компании.</p> : null}
      <FormAlert message={failure?.formError} />
      <TextField control={form.field('organization_name')} label="Наименование организации" required readOnly={readOnly} />
      <div className="account-form__row">
        <TextField control={form.field('inn')} label="ИНН" required inputMode="numeric" maxLength={12} readOnly={readOnly} />
        <TextField control={form.field('kpp')} label="КПП" required inputMode="numeric" maxLength={9} readOnly={readOnly} />
      </div>
      <div className="account-form__row">
        <TextField control={form.field('ogrn')} label="ОГРН" required inputMode="numeric" maxLength={15} readOnly={readOnly} />
        <TextField control={form.field('director')} label="Директор" required readOnly={readOnly} />
      </div>
      <FormNotice message={notice} stale={form.edited} />
      {editable ? (
        <div>
          <Button type="submit" name="intent" value="requisites" loading={saving}>
            Сохранить реквизиты
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
