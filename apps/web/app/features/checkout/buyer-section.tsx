import { useState } from 'react';
import { useOrganizationSearch } from '~/components/organization-lookup';
import { Autocomplete } from '~/ui/autocomplete/autocomplete';
import { Checkbox } from '~/ui/checkbox/checkbox';
import { Field } from '~/ui/field/field';
import { TextInput } from '~/ui/input/text-input';
import { RadioGroup } from '~/ui/radio/radio-group';
import { type BuyerMode, type CompanyKey, emptyRequisites, type Options, type Requisites, requisiteErrors } from './checkout-form';

interface BuyerSectionProps {
  mode: BuyerMode;
  /** 'Оформить заказ как юридическое лицо' is offered (an individual, `checkout.individualMayOrderAsLegal`). */
  mayOrderAsLegal: boolean;
  asLegal: boolean;
  onAsLegal: (asLegal: boolean) => void;
  organizations: Options['organizations'];
  organizationId: number | null;
  onOrganization: (id: number) => void;
  requisites: Requisites;
  onRequisites: (requisites: Requisites) => void;
  showErrors: boolean;
}

/** Spec §6: the order's buyer — an organisation to choose, requisites to type, or the checkbox for individuals. */
export function BuyerSection(props: BuyerSectionProps) {
  const { mode } = props;
  if (mode === 'individual' && !props.mayOrderAsLegal) return null;
  const chosen = props.organizations.find((organization) => organization.id === props.organizationId);
  return (
    <section className="checkout-card ui-surface" aria-labelledby="checkout-buyer-title">
      <h2 id="checkout-buyer-title" className="checkout-card__title">
        {mode === 'organization' ? 'Организация' : 'Покупатель'}
      </h2>
      {props.mayOrderAsLegal ? (
        <Checkbox checked={props.asLegal} onCheckedChange={props.onAsLegal}>
          Оформить заказ как юридическое лицо
        </Checkbox>
      ) : null}
      {mode === 'organization' ? (
        <>
          <RadioGroup
            legend="Выберите организацию"
            options={props.organizations.map((organization) => ({
              code: String(organization.id),
              name: (
                <span className="checkout-place">
                  <span className="checkout-place__name">{organization.name}</span>
                  <span className="checkout-place__note">
                    ИНН {organization.inn}
                    {organization.kpp ? ` · КПП ${organization.kpp}` : ''}
                  </span>
                </span>
              ),
            }))}
            value={props.organizationId === null ? null : String(props.organizationId)}
            onChange={(code) => props.onOrganization(Number(code))}
          />
          {chosen ? (
            <dl className="checkout-summary-list" aria-label="Реквизиты организации">
              <div>
                <dt>Название</dt>
                <dd>{props.requisites.company}</dd>
              </div>
              <div>
                <dt>ИНН</dt>
                <dd>{props.requisites.inn}</dd>
              </div>
              <div>
                <dt>КПП</dt>
                <dd>{props.requisites.kpp || '—'}</dd>
              </div>
            </dl>
          ) : null}
        </>
      ) : mode === 'requisites' ? (
        <RequisiteFields value={props.requisites} onChange={props.onRequisites} showAll={props.showErrors} />
      ) : null}
    </section>
  );
}

const fields: { key: CompanyKey; label: string; required?: boolean; digits?: number }[] = [
  { key: 'director', label: 'Директор', required: true },
  { key: 'inn', label: 'ИНН', required: true, digits: 12 },
  { key: 'kpp', label: 'КПП', required: true, digits: 9 },
  { key: 'ogrn', label: 'ОГРН', required: true, digits: 15 },
  { key: 'bik', label: 'БИК', digits: 9 },
  { key: 'bank_name', label: 'Банк' },
  { key: 'correspondent_settlement', label: 'Корреспондентский счёт', digits: 20 },
  { key: 'settlement_invoice', label: 'Расчётный счёт', digits: 20 },
];

/** Typed requisites (spec §5 company rules); the name finds the organisation (Dadata/findOrganization/), which fills the rest. */
function RequisiteFields({ value, onChange, showAll }: { value: Requisites; onChange: (next: Requisites) => void; showAll: boolean }) {
  const [left, setLeft] = useState<Partial<Record<CompanyKey, boolean>>>({});
  const { items, search, organizationOf } = useOrganizationSearch();
  const errors = requisiteErrors(value);
  const error = (key: CompanyKey) => ((showAll || left[key]) && errors[key]) || null;
  const leave = (key: CompanyKey) => () => setLeft((current) => ({ ...current, [key]: true }));

  return (
    <div className="checkout-grid">
      <Field label="Название организации" required error={error('company')} className="checkout-grid__wide">
        <Autocomplete
          inputValue={value.company}
          onInputChange={(text) => {
            onChange({ ...value, company: text });
            search(text);
          }}
          items={items}
          onSelect={(item) => {
            const found = organizationOf(item);
            if (!found) return;
            // Spec §4: an organisation fills the company fields and clears the bank details.
            const { name: company, inn, kpp, ogrn, director } = found;
            onChange({ ...emptyRequisites, company, inn, kpp, ogrn, director });
          }}
          placeholder="Название или ИНН"
          aria-label="Название организации"
        />
      </Field>
      {fields.map((field) => (
        <Field key={field.key} label={field.label} required={field.required} error={error(field.key)}>
          <TextInput
            name={field.key}
            value={value[field.key]}
            onValueChange={(text) => onChange({ ...value, [field.key]: text })}
            onBlur={leave(field.key)}
            inputMode={field.digits ? 'numeric' : undefined}
            maxLength={field.digits ?? 100}
            autoComplete="off"
          />
        </Field>
      ))}
    </div>
  );
}
