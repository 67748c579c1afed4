import { Form, Link, useNavigation } from 'react-router';
import { DeleteButton, DeleteQuestionPanel } from '~/components/delete-after-question';
import { intentKey } from '~/forms/schema-form';
import { CheckboxField } from '~/forms/checkbox-field';
import { FormAlert, FormNotice, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { Button } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import { EmployeeBadges } from './employee-badges';
import { EmployeeOrganizationsField, type OrganizationChoice } from './employee-organizations-field';
import { employeePath, employeesPath } from './employee-paths';
import type { EmployeeActionAnswer } from './employees.server';
import { type Employee, managerHint } from './new-employee-form';
import '~/components/profile-cards.css';
import './employees.css';
import { PhoneText } from '~/components/phone-text';

interface EmployeeDetailsProps {
  employee: Employee;
  organizations: readonly OrganizationChoice[];
  answer: EmployeeActionAnswer | undefined;
  /** `?delete`: the question asked in the page itself, for a browser without scripts. */
  askingDelete: boolean;
}

/** Why the manager may not change this employee here (the API's own rules, said before anything is sent). */
function readOnlyReason(employee: Employee) {
  if (employee.isSelf)
    return (
      <>
        Это вы. Свои данные меняйте в <Link to="/profile/">профиле</Link>.
      </>
    );
  if (employee.isMainManager) return 'Главного менеджера компании здесь изменить нельзя.';
  return 'Сотрудник входит и в организации, которых вы не видите: его изменяет менеджер вышестоящей организации.';
}

/**
 * /profile/employees/{id}/: an employee's contacts and what the manager decides for them (spec §3 Employee's update
 * payload): position, organisations, the manager's flag and access — switched off, the employee is blocked and signed
 * out everywhere; deleting them after a question.
 */
export function EmployeeDetails({ employee, organizations, answer, askingDelete }: EmployeeDetailsProps) {
  const updateFailure = answer?.intent === 'update' ? answer.failure : undefined;
  const form = useSchemaForm(
    'employeeUpdateFormSchema',
    {
      position: employee.position,
      organizations: employee.organizations.map((organization) => organization.id).join(','),
      is_manager: employee.isManager ? 'on' : '',
      is_active: employee.isActive ? 'on' : '',
    },
    updateFailure,
  );
  const navigation = useNavigation();
  const submitting = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get(intentKey) === intent;
  const deleteFailure = answer?.intent === 'delete' ? answer.failure : undefined;
  const inviteAnswer = answer?.intent === 'invite' ? answer : undefined;
  const question = {
    title: 'Удалить сотрудника?',
    description: `${employee.name} больше не сможет войти в личный кабинет. Сотрудника с заказами удалить нельзя — его можно заблокировать.`,
  };

  return (
    <div className="employees">
      <Link to={employeesPath} className="profile-back">
        <Icon name="arrow-left" size={16} />
        Все сотрудники
      </Link>
      <h1 className="account-title employees__title">
        {employee.name}
        <EmployeeBadges employee={employee} />
      </h1>
      <p className="profile-summary">
        {employee.email}
        {employee.phone ? (
          <>
            {' ·\u00a0'}
            <PhoneText phone={employee.phone} />
          </>
        ) : null}
      </p>
      {employee.isInvited && !employee.isBlocked ? (
        <Form method="post" className="employees__invitation">
          <p className="account-lead">Приглашение отправлено на {employee.email}: пароль сотрудник задаст сам по ссылке из письма.</p>
          {employee.editable ? (
            <>
              <FormAlert message={inviteAnswer?.failure?.formError} />
              <FormNotice message={inviteAnswer?.notice} />
              <Button type="submit" name={intentKey} value="invite" variant="outline" loading={submitting('invite')}>
                Отправить приглашение ещё раз
              </Button>
            </>
          ) : null}
        </Form>
      ) : null}
      <FormAlert message={deleteFailure?.formError} />
      {askingDelete && employee.editable ? <DeleteQuestionPanel {...question} back={employeePath(employee.id)} /> : null}
      <section className="profile-section ui-surface" aria-labelledby="employee-access">
        <h2 id="employee-access" className="profile-section__title">
          Должность и доступ
        </h2>
        {employee.editable ? (
          <Form method="post" noValidate className="account-form" onSubmit={form.onSubmit}>
            <FormAlert message={updateFailure?.formError} />
            <TextField control={form.field('position')} label="Должность" autoComplete="off" />
            <EmployeeOrganizationsField control={form.field('organizations')} organizations={organizations} />
            <CheckboxField control={form.field('is_manager')} hint={managerHint}>
              Менеджер компании
            </CheckboxField>
            <CheckboxField control={form.field('is_active')} hint="Без доступа сотрудник заблокирован: войти не сможет, начатые сеансы закроются">
              Доступ к личному кабинету
            </CheckboxField>
            <FormNotice message={answer?.intent === 'update' ? answer.notice : null} stale={form.edited} />
            <div className="profile-panel__actions">
              <Button type="submit" name={intentKey} value="update" loading={submitting('update')}>
                Сохранить
              </Button>
            </div>
          </Form>
        ) : (
          <>
            <p className="account-lead">{readOnlyReason(employee)}</p>
            <dl className="employees__facts">
              <dt>Должность</dt>
              <dd>{employee.position || 'Не указана'}</dd>
              <dt>Организации</dt>
              <dd>{employee.organizations.map((organization) => organization.name).join(', ')}</dd>
            </dl>
          </>
        )}
      </section>
      {employee.editable ? <DeleteButton label="Удалить сотрудника" {...question} /> : null}
    </div>
  );
}
