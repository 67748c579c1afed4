import { Form, useNavigation } from 'react-router';
import { emailCodeLength } from '@store/contracts';
import { Button } from '~/ui/button/button';
import type { FormFailure } from '~/forms/schema-form';
import { FormAlert, FormNotice, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';

/** Step 1: the e-mail the code goes to. */
export function RestoreRequestForm({ email = '', failure }: { email?: string; failure: FormFailure | undefined }) {
  const form = useSchemaForm('restoreRequestSchema', { email }, failure);
  const submitting = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate className="account-form" onSubmit={form.onSubmit}>
      <FormAlert message={failure?.formError} />
      <TextField control={form.field('email')} label="Email" required type="email" autoComplete="email" />
      <Button type="submit" name="intent" value="request" size="l" block loading={submitting}>
        Получить код
      </Button>
    </Form>
  );
}

/** Step 2: the code from the e-mail and the new password twice. */
export function RestoreConfirmForm({ email, notice, failure }: { email: string; notice: string | null; failure: FormFailure | undefined }) {
  const form = useSchemaForm('restoreConfirmSchema', { email, code: '', password: '', password_confirm: '' }, failure);
  const submitting = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate className="account-form" onSubmit={form.onSubmit}>
      <FormNotice message={notice} />
      <FormAlert message={failure?.formError} />
      <input type="hidden" name="email" value={email} />
      <TextField control={form.field('code')} label="Код из письма" required inputMode="numeric" autoComplete="one-time-code" maxLength={emailCodeLength} />
      <TextField control={form.field('password')} label="Новый пароль" required type="password" autoComplete="new-password" />
      <TextField control={form.field('password_confirm')} label="Подтверждение пароля" required type="password" autoComplete="new-password" />
      <Button type="submit" name="intent" value="confirm" size="l" block loading={submitting}>
        Сменить пароль
      </Button>
    </Form>
  );
}
