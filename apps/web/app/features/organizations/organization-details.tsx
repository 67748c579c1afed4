import { Form, Link, useNavigation } from 'react-router';
import { DeleteButton, DeleteQuestionPanel } from '~/components/delete-after-question';
import { intentKey } from '~/forms/schema-form';
import { FormAlert, FormNotice } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { Button } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import type { Organization } from './new-organization-form';
import { OrganizationFields } from './organization-fields';
import { OrganizationOrders } from './organization-orders';
import { organizationPath, organizationsPath } from './organization-paths';
import type { OrganizationActionAnswer } from './organizations.server';
import '~/components/profile-cards.css';
import './organizations.css';

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
  const question = { title: 'Удалить организацию?', description: `Организация ${organization.name} будет удалена. Её заказы останутся в истории.` };
  const deleteFailure = answer?.intent === 'delete' ? answer.failure : undefined;

  return (
    <div className="organizations">
      <Link to={organizationsPath} className="profile-back">
        <Icon name="arrow-left" size={16} />
        Все организации
      </Link>
      <h1 className="account-title">{organization.name}</h1>
      <p className="profile-summary">
        {parent ? `Входит в ${parent.name} · ` : ''}Сотрудников: {organization.employeesCount} ·{' '}
        <OrganizationOrders organization={organization} isAnyManager={viewer.isAnyManager} />
      </p>
      <FormAlert message={deleteFailure?.formError} />
      {askingDelete && deletable ? <DeleteQuestionPanel {...question} back={organizationPath(organization.id)} /> : null}
      <section className="profile-section ui-surface" aria-labelledby="organization-requisites">
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
          <FormNotice message={answer?.notice} stale={form.edited} />
          {editable ? (
            <div className="profile-panel__actions">
              <Button type="submit" name={intentKey} value="update" loading={submitting('update')}>
                Сохранить реквизиты
              </Button>
            </div>
          ) : null}
        </Form>
      </section>
      {deletable ? <DeleteButton label="Удалить организацию" {...question} /> : null}
    </div>
  );
}
