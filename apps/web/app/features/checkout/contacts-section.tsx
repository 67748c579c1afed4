import { useState } from 'react';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import { type Contacts, contactErrors } from './checkout-form';
import { PhoneText } from '~/components/phone-text';
import { CloseConfirm } from './close-confirm';
import { ContactFields } from './contact-fields';

interface ContactsSectionProps {
  contacts: Contacts;
  /** Prefilled name, e-mail and phone: the section is a summary with the 'Контакты' dialog (spec §4). */
  collapsed: boolean;
  onChange: (contacts: Contacts) => void;
  showErrors: boolean;
}

/** Spec §2 "customer contacts": fields for a guest, a summary and the 'Контакты' dialog when they were prefilled. */
export function ContactsSection({ contacts, collapsed, onChange, showErrors }: ContactsSectionProps) {
  const [editing, setEditing] = useState(false);
  return (
    <section className="checkout-card ui-surface" aria-labelledby="checkout-contacts-title">
      <div className="checkout-card__head">
        <h2 id="checkout-contacts-title" className="checkout-card__title">
          Контактные данные
        </h2>
        {collapsed ? (
          <Button variant="link" size="sm" onClick={() => setEditing(true)}>
            Изменить
          </Button>
        ) : null}
      </div>
      {collapsed ? (
        <dl className="checkout-summary-list">
          <div>
            <dt>Контактное лицо</dt>
            <dd>{contacts.contact_person}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{contacts.email}</dd>
          </div>
          <div>
            <dt>Телефон</dt>
            <dd>
              <PhoneText phone={contacts.phone} />
            </dd>
          </div>
        </dl>
      ) : (
        <ContactFields value={contacts} onChange={onChange} showAll={showErrors} />
      )}
      {/* Keyed by its state, so each opening starts from the form's values. */}
      {collapsed ? <ContactsDialog key={String(editing)} open={editing} onOpenChange={setEditing} contacts={contacts} onSave={onChange} /> : null}
    </section>
  );
}

/**
 * Spec §2 'Контакты': closing with unsaved changes asks 'Закрыть окно? Данные не сохранятся.'; saving merges the
 * values into the checkout form.
 */
export function ContactsDialog({
  open,
  onOpenChange,
  contacts,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contacts: Contacts;
  onSave: (contacts: Contacts) => void;
}) {
  const [draft, setDraft] = useState(contacts);
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const dirty = (Object.keys(contacts) as (keyof Contacts)[]).some((key) => contacts[key] !== draft[key]);

  const close = () => {
    setDraft(contacts);
    setTried(false);
    setConfirming(false);
    onOpenChange(false);
  };
  const save = () => {
    setTried(true);
    if (Object.keys(contactErrors(draft)).length > 0) return;
    onSave(draft);
    setConfirming(false);
    onOpenChange(false);
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : close())}
        title="Контакты"
        size="sm"
        preventClose={dirty}
        onClosePrevented={() => setConfirming(true)}
        footer={<Button onClick={save}>Сохранить</Button>}
      >
        <ContactFields value={draft} onChange={setDraft} showAll={tried} />
      </Modal>
      <CloseConfirm open={confirming} onContinue={() => setConfirming(false)} onDiscard={close} />
    </>
  );
}
