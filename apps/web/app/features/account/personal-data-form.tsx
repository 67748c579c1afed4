import { Form, useNavigation } from 'react-router';
import { Button } from '~/ui/button/button';
import { phoneMask } from '~/ui/input/mask';
import type { FormFailure } from '~/forms/schema-form';
import { FormAlert, FormNotice, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';

interface PersonalDataFormProps {
  /** The phone already formatted for people (the profile loader does it). */
  user: { FIO: string; email: string; phone: string };
  /** Settings needConfirmToChange.email: a new e-mail waits for the code sent to it. */
  emailNeedsCode: boolean;
  /** Settings needConfirmToChange.phone: the store cannot confirm a phone (no SMS), so only the manager changes it. */
  phoneLocked: boolean;
  failure: FormFailure | undefined;
  notice: string | null;
}

export const phoneLockedHint = 'Чтобы изменить телефон, обратитесь к персональному менеджеру';

/** ФИО, email and phone, saved through /User/update/ (the phone only while settings ask no confirmation for it). */
export function PersonalDataForm({ user, emailNeedsCode, phoneLocked, failure, notice }: PersonalDataFormProps) {
  const form = useSchemaForm('profileUpdateSchema', { FIO: user.FIO, email: user.email, phone: user.phone }, failure);
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'personal';
  return (
    <Form method="post" noValidate className="account-form" onSubmit={form.onSubmit}>
      <FormAlert message={failure?.formError} />
      <TextField control={form.field('FIO')} label="ФИО" required autoComplete="name" />
      <div className="account-form__row">
        <TextField
          control={form.field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          hint={emailNeedsCode ? 'Новый email вступит в силу после подтверждения кодом из письма' : undefined}
        />
        <TextField
          control={form.field('phone')}
          label="Телефон"
          type="tel"
          mask={phoneMask}
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
          readOnly={phoneLocked}
          hint={phoneLocked ? phoneLockedHint : undefined}
        />
      </div>
      <FormNotice message={notice} stale={form.edited} />
      <div>
        <Button type="submit" name="intent" value="personal" loading={saving}>
          Сохранить
        </Button>
      </div>
    </Form>
  );
}
