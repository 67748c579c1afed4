import { useState } from 'react';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { loginSchema } from '@store/contracts';
import { submitForm } from '~/forms/submit-form.server';
import { FormAlert, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import { Button } from '~/ui/button/button';
import { phoneMask } from '~/ui/input/mask';
import { Switcher } from '~/ui/switcher/switcher';
import { backPath } from '~/features/account/back-path';
import type { Route } from './+types/login';
import '~/features/account/account.css';

type LoginType = 'email' | 'phone';
const loginTypeNames: Record<LoginType, string> = { email: 'По email', phone: 'По телефону' };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Вход', noindex: true });

/** The API answers an unknown login and a wrong password alike (401) and a flood with 429; both are shown as they come. */
export async function action(args: Route.ActionArgs) {
  const outcome = await submitForm(args, loginSchema, (api, payload) => api.post('/Auth/login/', payload));
  if (!outcome.ok) return outcome.response;
  throw redirect(backPath(new URL(args.request.url).searchParams.get('back')) ?? '/profile/');
}

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  const { settings } = useRootData();
  const methods = settings.allowedAuthMethods;
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('by') as LoginType | null;
  const [loginType, setLoginType] = useState<LoginType>(asked && methods.includes(asked) ? asked : (methods[0] ?? 'email'));
  const form = useSchemaForm('loginSchema', { login_type: loginType, login: '', password: '' }, actionData);
  const submitting = useNavigation().state === 'submitting';

  const switchTo = (type: LoginType) => {
    setLoginType(type);
    form.setValue('login_type', type);
    form.setValue('login', '');
  };

  return (
    <>
      <h1 className="account-title">Вход</h1>
      <p className="account-lead">Войдите, чтобы видеть заказы, спецификации и персональные цены.</p>
      <Form method="post" noValidate className="account-form" onSubmit={form.onSubmit}>
        {methods.length > 1 ? (
          <>
            <Switcher
              label="Способ входа"
              block
              options={methods.map((code) => ({ code, name: loginTypeNames[code] }))}
              value={loginType}
              onChange={(code) => switchTo(code as LoginType)}
            />
            <noscript>
              {methods
                .filter((code) => code !== loginType)
                .map((code) => (
                  <Link key={code} to={`?by=${code}`}>
                    Войти {loginTypeNames[code].toLowerCase()}
                  </Link>
                ))}
            </noscript>
          </>
        ) : null}
        <input type="hidden" name="login_type" value={loginType} />
        <FormAlert message={actionData?.formError} />
        {loginType === 'phone' ? (
          <TextField
            key="phone"
            control={form.field('login')}
            label="Телефон"
            required
            type="tel"
            mask={phoneMask}
            autoComplete="tel"
            placeholder="+7 (___) ___-__-__"
          />
        ) : (
          <TextField key="email" control={form.field('login')} label="Email" required type="email" autoComplete="email" />
        )}
        <TextField control={form.field('password')} label="Пароль" required type="password" autoComplete="current-password" />
        <Button type="submit" size="l" block loading={submitting}>
          Войти
        </Button>
      </Form>
      <div className="account-links">
        <Link to="/auth/restore/">Забыли пароль?</Link>
        {settings.registration.enabled ? <Link to="/auth/registration/">Регистрация</Link> : null}
      </div>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
