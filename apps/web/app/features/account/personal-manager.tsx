import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Camelize, User } from '@store/contracts';
import { Avatar } from '~/ui/avatar/avatar';
import { Button } from '~/ui/button/button';
import { Field } from '~/ui/field/field';
import { TextArea } from '~/ui/text-area/text-area';
import type { FormFailure } from '~/forms/schema-form';
import { FormAlert, FormNotice, TextField } from '~/forms/text-field';
import { useSchemaForm } from '~/forms/use-schema-form';

/** Spec §9: the confirmation of a sent message stays 2 s. */
export const managerMessageConfirmationMs = 2000;

export type ManagerMessageAnswer = { sent: string } | FormFailure;

type Manager = NonNullable<Camelize<User>['manager']>;

/** The personal manager's contacts and the message-to-manager form (posted to the profile layout's action). */
export function PersonalManager({ manager, userEmail, answer }: { manager: Manager; userEmail: string; answer: ManagerMessageAnswer | undefined }) {
  const fetcher = useFetcher<ManagerMessageAnswer>({ key: 'manager-message' });
  const latest = fetcher.data ?? answer;
  const failure = latest && 'formError' in latest ? latest : undefined;
  const form = useSchemaForm('managerMessageSchema', { email: userEmail, comment: '' }, failure);
  // Without scripts the page itself is the answer, so the confirmation is there from the first render.
  const [confirmation, setConfirmation] = useState<string | null>(() => (answer && 'sent' in answer ? answer.sent : null));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer; the form's functions change on every render
  useEffect(() => {
    if (!latest || !('sent' in latest)) return;
    setConfirmation(latest.sent);
    form.reset({ email: form.values.email ?? userEmail, comment: '' });
    const timer = setTimeout(() => setConfirmation(null), managerMessageConfirmationMs);
    return () => clearTimeout(timer);
    // Runs once per answer; the form's functions change on every render.
  }, [latest]);

  const comment = form.field('comment');
  return (
    <section className="personal-manager ui-surface" aria-labelledby="personal-manager-title">
      <h2 id="personal-manager-title" className="personal-manager__title">
        Персональный менеджер
      </h2>
      <div className="personal-manager__person">
        <Avatar name={manager.FIO} size="md" />
        <div>
          <p className="personal-manager__name">{manager.FIO}</p>
          <ul className="personal-manager__contacts">
            {manager.phone ? (
              <li>
                <a href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`}>{manager.phone}</a>
              </li>
            ) : null}
            {manager.email ? (
              <li>
                <a href={`mailto:${manager.email}`}>{manager.email}</a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <fetcher.Form method="post" action="/profile/" noValidate className="account-form" onSubmit={form.onSubmit}>
        <FormAlert message={failure?.formError} />
        <TextField control={form.field('email')} label="Email для ответа" required type="email" autoComplete="email" />
        <Field label="Сообщение" required error={comment.error}>
          <TextArea name={comment.name} value={comment.value} onValueChange={comment.onValueChange} onBlur={comment.onBlur} rows={4} />
        </Field>
        <FormNotice message={confirmation} />
        <Button type="submit" variant="outline" block loading={fetcher.state !== 'idle'}>
          Написать менеджеру
        </Button>
      </fetcher.Form>
    </section>
  );
}
