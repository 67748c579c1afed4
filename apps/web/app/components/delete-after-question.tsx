import { useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { intentKey } from '~/forms/schema-form';
import { Button } from '~/ui/button/button';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { FormButton } from './form-button';
import '~/components/profile-cards.css';

const loadConfirmDialog = () => import('~/components/confirm-dialog');

/** The question before deleting what a page shows: 'Удалить …?' and what follows from it. */
interface Question {
  title: string;
  description: string;
}

/**
 * Deleting what the page shows (an organisation, an employee): the button opens the question in a dialog and then
 * posts the intent 'delete' to the route's action. Before scripts run it is a GET form to `?delete`, where the page
 * shows `DeleteQuestionPanel` instead.
 */
export function DeleteButton({ label, title, description }: Question & { label: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get(intentKey) === 'delete';
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const { Component: ConfirmDialog, loadNow } = useDeferredComponent(loadConfirmDialog);
  return (
    <div className="profile-danger">
      <FormButton
        method="get"
        fields={{ delete: 1 }}
        variant="outline"
        iconStart="trash"
        onClick={() => {
          loadNow();
          setConfirming(true);
        }}
      >
        {label}
      </FormButton>
      {ConfirmDialog ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={title}
          description={description}
          confirmLabel="Удалить"
          pending={pending}
          onConfirm={() => {
            setConfirming(false);
            void submit({ [intentKey]: 'delete' }, { method: 'post' });
          }}
        />
      ) : null}
    </div>
  );
}

/** The question asked in the page itself (`?delete`, a browser without scripts); 'Отмена' goes back to `back`. */
export function DeleteQuestionPanel({ title, description, back }: Question & { back: string }) {
  return (
    <form method="post" className="profile-panel ui-surface" aria-label={title}>
      <h2 className="profile-panel__title">{title}</h2>
      <p>{description}</p>
      <div className="profile-panel__actions">
        <Button type="submit" variant="danger" name={intentKey} value="delete">
          Удалить
        </Button>
        <Button variant="ghost" href={back}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
