import { Link, redirect, useSearchParams } from 'react-router';
import { registrationSchema } from '@store/contracts';
import { requestApi } from '~/api/request-api.server';
import { RegistrationIntro } from '~/features/account/registration-content';
import { RegistrationForm, type RegistrationType, initialRegistrationType } from '~/features/account/registration-form';
import { submitForm } from '~/forms/submit-form.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import type { AuthHandle } from '~/layouts/auth';
import type { Route } from './+types/registration';
import '~/features/account/account.css';
import '~/features/account/registration.css';

export const handle: AuthHandle = { wideCard: true };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Регистрация', noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const content = await requestApi(context).api.get('/Content/getRegistration/');
  return { content };
}

/** A new buyer is signed in at once (the API sets the session cookie), so the profile follows. */
export async function action(args: Route.ActionArgs) {
  const outcome = await submitForm(args, registrationSchema, (api, payload) => api.post('/Auth/registration/', payload));
  if (!outcome.ok) return outcome.response;
  throw redirect('/profile/');
}

export default function RegistrationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useRootData();
  const types = settings.allowedUserTypes.map((type): RegistrationType => (type === 'legal' ? 'company' : 'contact'));
  const initialType = initialRegistrationType(types, useSearchParams()[0].get('type'), settings.unauthorizedUserType);
  return (
    <div className="registration">
      <RegistrationIntro content={loaderData.content} />
      <div className="registration__form">
        {settings.registration.enabled && types.length > 0 ? (
          <RegistrationForm types={types} initialType={initialType} failure={actionData} />
        ) : (
          <p className="account-form__alert">Регистрация отключена</p>
        )}
        <p className="account-links">
          <span>
            Уже зарегистрированы? <Link to="/auth/">Войти</Link>
          </span>
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
