import { TextField } from '~/forms/text-field';
import type { FieldControl } from '~/forms/use-schema-form';

export type OrganizationFieldName = 'name' | 'inn' | 'kpp' | 'ogrn' | 'director' | 'address' | 'postal_code';

/**
 * An organisation's requisites (spec §5 organisation dialog: all required, КПП 9, ИНН 10, ОГРН 13 digits), in the
 * "Новая организация" dialog and on an organisation's page; read-only for a user who may not change them.
 */
export function OrganizationFields({ field, readOnly = false }: { field: (name: OrganizationFieldName) => FieldControl; readOnly?: boolean }) {
  return (
    <>
      <TextField control={field('name')} label="Наименование организации" required autoComplete="organization" readOnly={readOnly} />
      <div className="account-form__row">
        <TextField control={field('inn')} label="ИНН" required inputMode="numeric" maxLength={10} readOnly={readOnly} />
        <TextField control={field('kpp')} label="КПП" required inputMode="numeric" maxLength={9} readOnly={readOnly} />
      </div>
      <div className="account-form__row">
        <TextField control={field('ogrn')} label="ОГРН" required inputMode="numeric" maxLength={13} readOnly={readOnly} />
        <TextField control={field('postal_code')} label="Индекс" required inputMode="numeric" autoComplete="postal-code" maxLength={6} readOnly={readOnly} />
      </div>
      <TextField control={field('address')} label="Адрес организации" required autoComplete="street-address" readOnly={readOnly} />
      <TextField control={field('director')} label="Директор" required hint="ФИО руководителя" readOnly={readOnly} />
    </>
  );
}
