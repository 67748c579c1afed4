import type { Camelize, OrganizationEntry } from '@store/contracts';
import type { ComponentType, ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Found } from '~/components/organization-lookup';
import { SmartLink } from '~/components/smart-link';
import type { FormFailure } from '~/forms/schema-form';
import { CheckboxField } from '~/forms/checkbox-field';
import { FormAlert } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { Button } from '~/ui/button/button';
import { Field } from '~/ui/field/field';
import { NativeSelect } from '~/ui/select/native-select';
import { type OrganizationFieldName, OrganizationFields } from './organization-fields';
import { organizationRulesPath, organizationsPath } from './organization-paths';
import '~/components/profile-cards.css';

export type Organization = Camelize<OrganizationEntry>;

export interface NewOrganizationFormProps {
  organizations: readonly Organization[];
  /** A main manager may leave the parent out: the new organisation goes under their own (spec §5, §6). */
  isMainManager: boolean;
  failure: FormFailure | undefined;
  /** 'Отменить': closes the dialog, or a link back to the list where the form is the page's own. */
  cancel: ReactNode;
  /** The search that fills the requisites (spec §8): the dialog's only (it needs scripts), given by it so that its
   * module, not the page's first load, carries the search box. */
  Lookup?: ComponentType<{ onPick: (organization: Found) => void }>;
}

/**
 * The "Новая организация" form (spec §5): the requisites, the parent among the organisations the user sees, and the
 * rules ticked. Posted to the list's action, which opens the new organisation's page; a refusal (the API's message
 * included, spec §7) shows here (sent to `?add`, a page without scripts shows the form again, with it).
 */
export function NewOrganizationForm({ organizations, isMainManager, failure, cancel, Lookup }: NewOrganizationFormProps) {
  const own = organizations.find((organization) => organization.isOwn);
  const form = useSchemaForm('organizationFormSchema', { parent_id: own && !isMainManager ? String(own.id) : '' }, failure);
  const parent = form.field('parent_id');
  const sending = useNavigation().state === 'submitting';
  return (
    <Form method="post" action={`${organizationsPath}?add=1`} noValidate className="account-form" onSubmit={form.onSubmit}>
      <FormAlert message={failure?.formError} />
      {Lookup ? (
        <Lookup
          onPick={({ name, inn, kpp, ogrn, director, address, postalCode }) => {
            for (const [key, value] of Object.entries({ name, inn, kpp, ogrn, director, address, postal_code: postalCode })) {
              if (value) form.setValue(key as OrganizationFieldName, value);
            }
          }}
        />
      ) : null}
      <OrganizationFields field={form.field} />
      <Field
        label="Родительская организация"
        required={!isMainManager}
        hint={isMainManager ? `Не выбрана — войдёт в ${own?.name ?? 'вашу организацию'}` : undefined}
        error={parent.error}
      >
        <NativeSelect
          name={parent.name}
          items={organizations.map((organization) => ({ code: String(organization.id), name: organization.name }))}
          value={parent.value || null}
          onChange={parent.onValueChange}
          placeholder={isMainManager ? 'Не выбрана' : 'Не выбран'}
        />
      </Field>
      {/* The rules open in a new window: the form keeps what was typed. */}
      <CheckboxField control={form.field('terms')} required>
        Я принимаю{' '}
        <SmartLink url={organizationRulesPath} newWindow>
          правила
        </SmartLink>
      </CheckboxField>
      <div className="profile-panel__actions">
        <Button type="submit" loading={sending}>
          Создать организацию
        </Button>
        {cancel}
      </div>
    </Form>
  );
}

/** Where the form is the page's own (a browser without scripts): 'Отменить' goes back to the list. */
export const backToList = (
  <Button variant="ghost" href={organizationsPath}>
    Отменить
  </Button>
);
