import { TextField } from '~/forms/text-field';
import type { FieldControl } from '~/forms/use-schema-form';

export const companyFieldNames = ['organization_name', 'inn', 'kpp', 'ogrn', 'director', 'organization_address', 'organization_postal_code'] as const;

/** Requisites of a company buyer; the check digits of ИНН and ОГРН are the contracts' rules, checked here before sending. */
export function CompanyFields({ field }: { field: (name: (typeof companyFieldNames)[number]) => FieldControl }) {
  return (
    <fieldset className="account-form__fieldset">
      <legend className="account-form__legend">Организация</legend>
      <TextField control={field('organization_name')} label="Наименование организации" required autoComplete="organization" />
      <div className="account-form__row">
        <TextField control={field('inn')} label="ИНН" required inputMode="numeric" maxLength={12} />
        <TextField control={field('kpp')} label="КПП" required inputMode="numeric" maxLength={9} />
      </div>
      <div className="account-form__row">
        <TextField control={field('ogrn')} label="ОГРН" required inputMode="numeric" maxLength={15} />
        <TextField control={field('organization_postal_code')} label="Индекс" required inputMode="numeric" autoComplete="postal-code" maxLength={6} />
      </div>
      <TextField control={field('organization_address')} label="Адрес организации" required autoComplete="street-address" />
      <TextField control={field('director')} label="Директор" required hint="ФИО руководителя" />
    </fieldset>
  );
}
