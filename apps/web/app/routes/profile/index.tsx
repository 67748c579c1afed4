import { data, useRouteLoaderData } from 'react-router';
import { type Camelize, type User, emailConfirmSchema, organizationRequisitesSchema, profileUpdateSchema } from '@store/contracts';
import { EmailCodeForm } from '~/features/account/email-code-form';
import { PersonalDataForm } from '~/features/account/personal-data-form';
import { RequisitesForm } from '~/features/account/requisites-form';
import { intentKey } from '~/forms/schema-form';
import { submitForm } from '~/forms/submit-form.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import type { loader as profileLoader } from '~/layouts/profile';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Профиль', noindex: true });

type Intent = 'personal' | 'confirm-email' | 'requisites';

const notices: Record<Intent, string> = { personal: 'Данные сохранены', 'confirm-email': 'Email подтверждён', requisites: 'Реквизиты сохранены' };

/** Each form's schema and its API call. */
function submitIntent(args: Route.ActionArgs, intent: Intent, formData: FormData) {
  switch (intent) {
    case 'personal':
      return submitForm(args, profileUpdateSchema, (api, payload) => api.post('/User/update/', payload), formData);
    case 'confirm-email':
      return submitForm(args, emailConfirmSchema, (api, payload) => api.post('/User/confirmEmail/', payload), formData);
    case 'requisites':
      return submitForm(args, organizationRequisitesSchema, (api, payload) => api.post('/User/updateOrganization/', payload), formData);
  }
}

/** The three forms of the page, told apart by the pressed button's `intent`. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const asked = formData.get(intentKey);
  const intent: Intent = asked === 'confirm-email' || asked === 'requisites' ? asked : 'personal';
  const outcome = await submitIntent(args, intent, formData);
  if (!outcome.ok) return data({ intent, failure: outcome.failure, notice: null }, outcome.init);
  // A new e-mail behind a code is not saved yet: say where the code went instead of "saved".
  const waiting = intent === 'personal' && outcome.result.pendingEmail ? `Мы отправили код на ${outcome.result.pendingEmail}` : null;
  return { intent, failure: undefined, notice: waiting ?? notices[intent] };
}

export default function ProfileRoute({ actionData }: Route.ComponentProps) {
  const { settings } = useRootData();
  const { user } = useRouteLoaderData<typeof profileLoader>('layouts/profile')!;
  const answerFor = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <>
      <h1 className="account-title">Профиль</h1>
      <section className="profile-section ui-surface" aria-labelledby="personal-data">
        <h2 id="personal-data" className="profile-section__title">
          Личные данные
        </h2>
        <PersonalDataForm
          key={`${user.FIO}|${user.email}|${user.phone}|${user.pendingEmail}`}
          user={user}
          emailNeedsCode={settings.profile.needConfirmToChange.email}
          phoneLocked={settings.profile.needConfirmToChange.phone}
          failure={answerFor('personal')?.failure}
          notice={answerFor('personal')?.notice ?? null}
        />
      </section>
      {user.pendingEmail ? (
        <section className="profile-section ui-surface" aria-labelledby="email-confirmation">
          <h2 id="email-confirmation" className="profile-section__title">
            Подтверждение email
          </h2>
          <EmailCodeForm pendingEmail={user.pendingEmail} failure={answerFor('confirm-email')?.failure} />
        </section>
      ) : null}
      {user.userType === 'legal' ? (
        <RequisitesSection user={user} failure={answerFor('requisites')?.failure} notice={answerFor('requisites')?.notice ?? null} />
      ) : null}
    </>
  );
}

function RequisitesSection({
  user,
  failure,
  notice,
}: {
  user: Camelize<User>;
  failure: Parameters<typeof RequisitesForm>[0]['failure'];
  notice: string | null;
}) {
  return (
    <section className="profile-section ui-surface" aria-labelledby="company-requisites">
      <h2 id="company-requisites" className="profile-section__title">
        Реквизиты организации
      </h2>
      <RequisitesForm
        key={[user.organizationName, user.inn, user.kpp, user.ogrn, user.director].join('|')}
        requisites={user}
        editable={user.accessLevel.isMainManager}
        failure={failure}
        notice={notice}
      />
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
