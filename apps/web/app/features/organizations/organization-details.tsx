import { useState } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { FormButton } from '~/components/form-button';
import { intentKey } from '~/forms/schema-form';
import { FormAlert, FormNotice } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { Button } from '~/ui/button/button';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { Icon } from '~/ui/icon/icon';
import type { Organization } from './new-organization-form';
import { OrganizationFields } from './organization-fields';
import { organizationPath, organizationsPath } from './organization-paths';
import type { OrganizationActionAnswer } from './organizations.server';
import '~/components/profile-cards.css';
import './organizations.css';

const loadConfirmDialog = () => import('~/components/confirm-dialog');

interface OrganizationDetailsProps {
  organization: Organization;
  /** The organisation it belongs to, when the user sees it. */
  parent: Organization | undefined;
  viewer: { isAnyManager: boolean; isMainManager: boolean };
  answer: OrganizationActionAnswer | undefined;
  /** `?delete`: the question asked in the page itself, for a browser without scripts. */
  askingDelete: boolean;
}

/**
 * /profile/organizations/{id}/: an organisation's requisites, which a manager changes (their own organisation only
 * the main manager, as /User/updateOrganization/), its employees and orders, and deleting it after a question.
 */
export function OrganizationDetails({ organization, parent, viewer, answer, askingDelete }: OrganizationDetailsProps) {
  const editable = viewer.isAnyManager && (!organization.isOwn || viewer.isMainManager);
  const deletable = viewer.isAnyManager && !organization.isOwn;
  const { name, inn, kpp, ogrn, director, address, postalCode } = organization;
  const updateFailure = answer?.intent === 'update' ? answer.failure : undefined;
  const form = useSchemaForm('organizationFieldsSchema', { name, inn, kpp, ogrn, director, address, postal_code: postalCode }, updateFailure);
  const navigation = useNavigation();
  const submitting = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get(intentKey) === intent;
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const { Component: ConfirmDialog, loadNow } = useDeferredComponent(loadConfirmDialog);
  const deleteFailure = answer?.intent === 'delete' ? answer.failure : undefined;

  return (
    <div className="organizations">
      <Link to={organizationsPath} className="organizations__back">
        <Icon name="arrow-left" size={16} />
        Все организации
      </Link>
      <h1 className="account-title">{organization.name}</h1>
      <p className="organizations__summary">
        {parent ? `Входит в ${parent.name} · ` : ''}Сотрудников: {organization.employeesCount} · Заказов: {organization.ordersCount}
      </p>
      <FormAlert message={deleteFailure?.formError} />
      {askingDelete && deletable ? (
        <form method="post" className="profile-panel" aria-label="Удалить организацию?">
          <h2 className="profile-panel__title">Удалить организацию?</h2>
          <p>Организация {organization.name} будет удалена. Её заказы останутся в истории.</p>
          <div className="profile-panel__actions">
            <Button type="submit" variant="danger" name={intentKey} value="delete">
              Удалить
            </Button>
            <Button variant="ghost" href={organizationPath(organization.id)}>
              Отмена
            </Button>
          </div>
        </form>
      ) : null}
      <section className="profile-section" aria-labelledby="organization-requisites">
        <h2 id="organization-requisites" className="profile-section__title">
          Реквизиты
        </h2>
        <Form method="post" noValidate className="account-form" onSubmit={form.onSubmit}>
          {editable ? null : (
            <p className="account-lead">
              {viewer.isAnyManager ? 'Изменять реквизиты своей организации может главный менеджер компании.' : 'Изменять реквизиты может менеджер компании.'}
            </p>
          )}
          <FormAlert message={updateFailure?.formError} />
          <OrganizationFields field={form.field} readOnly={!editable} />
          <FormNotice message={answer?.notice} />
          {editable ? (
            <div className="profile-panel__actions">
              <Button type="submit" name={intentKey} value="update" loading={submitting('update')}>
                Сохранить реквизиты
              </Button>
            </div>
          ) : null}
        </Form>
      </section>
      {deletable ? (
        <div className="organizations__danger">
          <FormButton
            method="get"
            fields={{ delete: 1 }}
            variant="outline"
            iconStart="trash"
            onClick={() => {
              loadNow();
              setConfirming(true);
            }}
          >
            Удалить организацию
          </FormButton>
        </div>
      ) : null}
      {ConfirmDialog ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Удалить организацию?"
          description={`Организация ${organization.name} будет удалена. Её заказы останутся в истории.`}
          confirmLabel="Удалить"
          pending={submitting('delete')}
          onConfirm={() => {
            setConfirming(false);
            void submit({ [intentKey]: 'delete' }, { method: 'post' });
          }}
        />
      ) : null}
    </div>
  );
}
