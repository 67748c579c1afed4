import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useActionData } from 'react-router';
import { FormButton } from '~/components/form-button';
import type { FormFailure } from '~/forms/schema-form';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { EmployeeBadges } from './employee-badges';
import type { OrganizationChoice } from './employee-organizations-field';
import { employeePath } from './employee-paths';
import type { Employee } from './new-employee-form';
import '~/components/profile-cards.css';
import './employees.css';
import { PhoneText } from '~/components/phone-text';

const loadDialog = () => import('./new-employee-dialog');

interface EmployeeListProps {
  employees: readonly Employee[];
  organizations: readonly OrganizationChoice[];
  /** The "Новый сотрудник" form as the page's own, for a browser without scripts (`?add`). */
  panel?: ReactNode;
}

/**
 * /profile/employees/ (spec §2, §3 Employee): the people of the organisations the manager sees, each with their
 * position, contacts, organisations and role; "Добавить сотрудника" opens the "Новый сотрудник" dialog.
 */
export function EmployeeList({ employees, organizations, panel }: EmployeeListProps) {
  const [adding, setAdding] = useState(false);
  const { Component: Dialog, loadNow } = useDeferredComponent(loadDialog);
  const failure = useActionData<FormFailure>();
  const open = () => {
    loadNow();
    setAdding(true);
  };
  return (
    <div className="employees">
      <div className="profile-cards-head">
        <h1 className="account-title">Сотрудники</h1>
        <FormButton method="get" fields={{ add: 1 }} iconStart="plus" onClick={open}>
          Добавить сотрудника
        </FormButton>
      </div>
      {panel}
      <ul className="profile-cards" aria-label="Сотрудники компании">
        {employees.map((employee) => (
          <li key={employee.id}>
            <article className="profile-card profile-card--link ui-surface" aria-labelledby={`employee-${employee.id}`}>
              <h2 className="profile-card__name" id={`employee-${employee.id}`}>
                <Link to={employeePath(employee.id)}>{employee.name}</Link>
                <EmployeeBadges employee={employee} />
              </h2>
              {employee.position ? <p className="employee-card__position">{employee.position}</p> : null}
              <p className="employee-card__contacts">
                <a href={`mailto:${employee.email}`}>{employee.email}</a>
                {employee.phone ? (
                  <>
                    {/* The dot goes with the phone to its line. */}
                    {' ·\u00a0'}
                    <PhoneText phone={employee.phone} />
                  </>
                ) : null}
              </p>
              <p className="employee-card__organizations">{employee.organizations.map((organization) => organization.name).join(', ')}</p>
            </article>
          </li>
        ))}
      </ul>
      {Dialog ? <Dialog open={adding} onOpenChange={setAdding} organizations={organizations} failure={adding ? failure : undefined} /> : null}
    </div>
  );
}
