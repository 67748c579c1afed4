import { Link, data, useSearchParams } from 'react-router';
import { restoreConfirmSchema, restoreRequestSchema } from '@store/contracts';
import { RestoreConfirmForm, RestoreRequestForm } from '~/features/account/restore-forms';
import { intentKey } from '~/forms/schema-form';
import { submitForm } from '~/forms/submit-form.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { Button } from '~/ui/button/button';
import type { Route } from './+types/restore';
import '~/features/account/account.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Восстановление пароля', noindex: true });

/** Two steps in one page: e-mail → code sent; code and new password → done. The step travels in the answer. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  if (formData.get(intentKey) === 'confirm') {
    const outcome = await submitForm(args, restoreConfirmSchema, (api, payload) => api.post('/Auth/restore/confirm/', payload), formData);
    if (!outcome.ok)
      return data({ step: 'confirm' as const, email: String(formData.get('email') ?? ''), notice: null, failure: outcome.failure }, outcome.init);
    return { step: 'done' as const, notice: outcome.result.message };
  }
  const outcome = await submitForm(args, restoreRequestSchema, (api, payload) => api.post('/Auth/restore/request/', payload), formData);
  if (!outcome.ok) return data({ step: 'request' as const, failure: outcome.failure }, outcome.init);
  const email = String(formData.get('email') ?? '').trim();
  return { step: 'confirm' as const, email, notice: outcome.result.message, failure: undefined };
}

export default function RestoreRoute({ actionData }: Route.ComponentProps) {
  // The e-mails that send a buyer here (an invitation, the account made at a guest's checkout) name their address.
  const [search] = useSearchParams();
  return (
    <>
      <h1 className="account-title">Восстановление пароля</h1>
      {actionData?.step === 'done' ? (
        <>
          <p className="account-form__notice" role="status">
            {actionData.notice}
          </p>
          <Button to="/auth/" size="l" block>
            Войти
          </Button>
        </>
      ) : actionData?.step === 'confirm' ? (
        <RestoreConfirmForm key="confirm" email={actionData.email} notice={actionData.notice} failure={actionData.failure} />
      ) : (
        <>
          <p className="account-lead">Укажите email, с которым вы регистрировались: мы отправим на него код для смены пароля.</p>
          <RestoreRequestForm email={search.get('email') ?? ''} failure={actionData?.failure} />
        </>
      )}
      <div className="account-links">
        <Link to="/auth/">Вход</Link>
        <Link to="/auth/registration/">Регистрация</Link>
      </div>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
