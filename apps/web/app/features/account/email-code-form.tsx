import { Form, useNavigation } from 'react-router';
import { emailCodeLength } from '@store/contracts';
import { Button } from '~/ui/button/button';
import type { FormFailure } from '~/forms/schema-form';
import { FormAlert, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';

/** The code sent to a new e-mail; the address changes once it is confirmed (/User/confirmEmail/). */
export function EmailCodeForm({ pendingEmail, failure }: { pendingEmail: string; failure: FormFailure | undefined }) {
  const form = useSchemaForm('emailConfirmSchema', { code: '' }, failure);
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'confirm-email';
  return (
    <Form method="post" noValidate className="account-form" onSubmit={form.onSubmit}>
      <p className="account-lead">
        Мы отправили код на <strong>{pendingEmail}</strong>. Введите его, чтобы подтвердить новый email.
      </p>
      <FormAlert message={failure?.formError} />
      <TextField control={form.field('code')} label="Код из письма" required inputMode="numeric" autoComplete="one-time-code" maxLength={emailCodeLength} />
      <div>
        <Button type="submit" name="intent" value="confirm-email" loading={sending}>
          Подтвердить
        </Button>
      </div>
    </Form>
  );
}
