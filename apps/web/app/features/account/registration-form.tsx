import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Settings } from '@store/contracts';
import { Button } from '~/ui/button/button';
import { phoneMask } from '~/ui/input/mask';
import { Switcher } from '~/ui/switcher/switcher';
import { useServerErrorToast } from '~/ui/toast/use-server-error-toast';
import { CompanyFields, companyFieldNames } from './company-fields';
import type { FormFailure } from '~/forms/schema-form';
import { FormAlert, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';

/** Settings name the buyer types individual and legal; the registration call says contact and company. */
export type RegistrationType = 'contact' | 'company';
const typeNames: Record<RegistrationType, string> = { contact: 'Физическое лицо', company: 'Юридическое лицо' };
const personFieldNames = ['FIO', 'email', 'phone', 'password', 'password_confirm'] as const;

/**
 * The form a visitor starts on: the one asked for (?type=), else the one matching the type the store treats
 * guests as (settings unauthorizedUserType: a store that sees its guests as companies offers company
 * registration first), else the first allowed.
 */
export function initialRegistrationType(
  types: readonly RegistrationType[],
  asked: string | null,
  guestType: Settings['unauthorized_user_type'],
): RegistrationType {
  const isAllowed = (type: string | null): type is RegistrationType => types.includes(type as RegistrationType);
  const guestForm: RegistrationType = guestType === 'legal' ? 'company' : 'contact';
  if (isAllowed(asked)) return asked;
  return isAllowed(guestForm) ? guestForm : (types[0] ?? 'contact');
}

interface RegistrationFormProps {
  types: readonly RegistrationType[];
  initialType: RegistrationType;
  failure: FormFailure | undefined;
}

export function RegistrationForm({ types, initialType, failure }: RegistrationFormProps) {
  const [userType, setUserType] = useState<RegistrationType>((failure?.values.user_type as RegistrationType | undefined) ?? initialType);
  const shown = ['user_type', ...personFieldNames, ...(userType === 'company' ? companyFieldNames : [])] as const;
  const form = useSchemaForm('registrationSchema', { user_type: userType }, failure, shown);
  const submitting = useNavigation().state === 'submitting';
  // Spec §7: the server's first non-empty message goes to the global error dialog; field messages stay inline.
  useServerErrorToast(failure?.apiError);

  const switchTo = (type: RegistrationType) => {
    setUserType(type);
    form.setValue('user_type', type);
  };

  return (
    <Form method="post" noValidate className="account-form" onSubmit={form.onSubmit}>
      {types.length > 1 ? (
        <>
          <Switcher
            label="Тип покупателя"
            block
            options={types.map((code) => ({ code, name: typeNames[code] }))}
            value={userType}
            onChange={(code) => switchTo(code as RegistrationType)}
          />
          <noscript>
            {types
              .filter((code) => code !== userType)
              .map((code) => (
                <Link key={code} to={`?type=${code}`}>
                  Регистрация: {typeNames[code].toLowerCase()}
                </Link>
              ))}
          </noscript>
        </>
      ) : null}
      <input type="hidden" name="user_type" value={userType} />
      <FormAlert message={form.formIssue} />
      {/* Without scripts there is no dialog: the page rendered by the action says it here. */}
      <noscript>
        <FormAlert message={failure?.formError} />
      </noscript>
      <TextField control={form.field('FIO')} label="ФИО" required autoComplete="name" placeholder="Иванов Иван Иванович" />
      <div className="account-form__row">
        <TextField control={form.field('email')} label="Email" required type="email" autoComplete="email" />
        <TextField control={form.field('phone')} label="Телефон" required type="tel" mask={phoneMask} autoComplete="tel" placeholder="+7 (___) ___-__-__" />
      </div>
      <div className="account-form__row">
        <TextField control={form.field('password')} label="Пароль" required type="password" autoComplete="new-password" />
        <TextField control={form.field('password_confirm')} label="Подтверждение пароля" required type="password" autoComplete="new-password" />
      </div>
      {userType === 'company' ? <CompanyFields field={form.field} /> : null}
      <Button type="submit" size="l" block loading={submitting}>
        Зарегистрироваться
      </Button>
    </Form>
  );
}
