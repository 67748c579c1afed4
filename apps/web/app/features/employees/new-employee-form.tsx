import type { Camelize, EmployeeEntry } from '@store/contracts';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FormFailure } from '~/forms/schema-form';
import { CheckboxField } from '~/forms/checkbox-field';
import { FormAlert, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { Button } from '~/ui/button/button';
import { phoneMask } from '~/ui/input/mask';
import { employeesPath } from './employee-paths';
import { EmployeeOrganizationsField, type OrganizationChoice } from './employee-organizations-field';
import '~/components/profile-cards.css';

export type Employee = Camelize<EmployeeEntry>;

export const managerHint = 'Менеджер управляет организациями и сотрудниками компании';

export interface NewEmployeeFormProps {
  /** The organisations the manager sees: the new employee's are chosen among them. */
  organizations: readonly OrganizationChoice[];
  failure: FormFailure | undefined;
  /** 'Отменить': closes the dialog, or a link back to the list where the form is the page's own. */
  cancel: ReactNode;
}

/**
 * The "Новый сотрудник" form (spec §3 Employee's create payload): name, e-mail, phone, position, organisations and the
 * manager's flag. The employee gets an invitation and sets a password themselves. Posted to the list's action, which
 * opens the new employee's page; a refusal (the API's message included) shows here.
 */
export function NewEmployeeForm({ organizations, failure, cancel }: NewEmployeeFormProps) {
  const only = organizations.length === 1 ? String(organizations[0]!.id) : '';
  const form = useSchemaForm('employeeFormSchema', { organizations: only }, failure);
  const sending = useNavigation().state === 'submitting';
  return (
    <Form method="post" action={`${employeesPath}?add=1`} noValidate className="account-form" onSubmit={form.onSubmit}>
      <FormAlert message={failure?.formError} />
      <TextField control={form.field('fio')} label="ФИО" required autoComplete="off" />
      <div className="account-form__row">
        <TextField control={form.field('email')} label="Email" required type="email" autoComplete="off" />
        <TextField control={form.field('phone')} label="Телефон" required type="tel" mask={phoneMask} autoComplete="off" placeholder="+7 (___) ___-__-__" />
      </div>
      <TextField control={form.field('position')} label="Должность" autoComplete="organization-title" />
      <EmployeeOrganizationsField control={form.field('organizations')} organizations={organizations} />
      <CheckboxField control={form.field('is_manager')} hint={managerHint}>
        Менеджер компании
      </CheckboxField>
      <p className="account-lead">Мы отправим сотруднику письмо: пароль для входа он задаст сам.</p>
      <div className="profile-panel__actions">
        <Button type="submit" loading={sending}>
          Добавить сотрудника
        </Button>
        {cancel}
      </div>
    </Form>
  );
}

/** Where the form is the page's own (a browser without scripts): 'Отменить' goes back to the list. */
export const backToList = (
  <Button variant="ghost" href={employeesPath}>
    Отменить
  </Button>
);
