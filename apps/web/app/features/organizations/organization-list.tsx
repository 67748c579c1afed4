import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useActionData } from 'react-router';
import { FormButton } from '~/components/form-button';
import type { FormFailure } from '~/forms/schema-form';
import { Badge } from '~/ui/badge/badge';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import type { Organization } from './new-organization-form';
import { OrganizationOrders } from './organization-orders';
import { organizationPath } from './organization-paths';
import '~/components/profile-cards.css';
import './organizations.css';

const loadDialog = () => import('./new-organization-dialog');

interface OrganizationListProps {
  organizations: readonly Organization[];
  viewer: { isAnyManager: boolean; isMainManager: boolean };
  /** The "Новая организация" form as the page's own, for a browser without scripts (`?add`). */
  panel?: ReactNode;
}

/**
 * /profile/organizations/ (spec §2, §3 Organization): the company's organisations the user sees, each with its
 * requisites, its employees and orders, and the organisation it belongs to; a manager creates new ones in the
 * "Новая организация" dialog.
 */
export function OrganizationList({ organizations, viewer, panel }: OrganizationListProps) {
  const [adding, setAdding] = useState(false);
  const { Component: Dialog, loadNow } = useDeferredComponent(loadDialog);
  const failure = useActionData<FormFailure>();
  const nameOf = (id: number | null) => organizations.find((organization) => organization.id === id)?.name;
  const open = () => {
    loadNow();
    setAdding(true);
  };
  return (
    <div className="organizations">
      <div className="profile-cards-head">
        <h1 className="account-title">Организации</h1>
        {viewer.isAnyManager ? (
          <FormButton method="get" fields={{ add: 1 }} iconStart="plus" onClick={open}>
            Создать организацию
          </FormButton>
        ) : null}
      </div>
      {panel}
      <ul className="profile-cards" aria-label="Мои организации">
        {organizations.map((organization) => (
          <li key={organization.id}>
            <article className="profile-card profile-card--link ui-surface" aria-labelledby={`organization-${organization.id}`}>
              <h2 className="profile-card__name" id={`organization-${organization.id}`}>
                <Link to={organizationPath(organization.id)}>{organization.name}</Link>
                {organization.isOwn ? <Badge tone="info">Ваша организация</Badge> : null}
              </h2>
              <p className="organization-card__requisites">
                ИНН {organization.inn} · КПП {organization.kpp}
              </p>
              {nameOf(organization.parentOrganization) ? <p className="organization-card__parent">Входит в {nameOf(organization.parentOrganization)}</p> : null}
              <p className="organization-card__counts">
                Сотрудников: {organization.employeesCount} · <OrganizationOrders organization={organization} isAnyManager={viewer.isAnyManager} />
              </p>
            </article>
          </li>
        ))}
      </ul>
      {Dialog ? (
        <Dialog
          open={adding}
          onOpenChange={setAdding}
          organizations={organizations}
          isMainManager={viewer.isMainManager}
          failure={adding ? failure : undefined}
        />
      ) : null}
    </div>
  );
}
