import { useState } from 'react';
import { Field } from '~/ui/field/field';
import { phoneMask } from '~/ui/input/mask';
import { TextInput } from '~/ui/input/text-input';
import { type ContactKey, type Contacts, contactErrors } from './checkout-form';

const labels: Record<ContactKey, string> = { contact_person: 'Контактное лицо', email: 'E-mail', phone: 'Телефон' };

/** Name, e-mail and phone with the checkout's rules (spec §5); a message shows once the field was left or `showAll`. */
export function ContactFields({ value, onChange, showAll }: { value: Contacts; onChange: (next: Contacts) => void; showAll: boolean }) {
  const [left, setLeft] = useState<Partial<Record<ContactKey, boolean>>>({});
  const errors = contactErrors(value);
  const field = (key: ContactKey) => ({
    value: value[key],
    onValueChange: (text: string) => onChange({ ...value, [key]: text }),
    onBlur: () => setLeft((current) => ({ ...current, [key]: true })),
    name: key,
  });
  const error = (key: ContactKey) => ((showAll || left[key]) && errors[key]) || null;
  return (
    <div className="checkout-grid">
      <Field label={labels.contact_person} error={error('contact_person')} required className="checkout-grid__wide">
        <TextInput {...field('contact_person')} autoComplete="name" placeholder="Иванов Иван Иванович" />
      </Field>
      <Field label={labels.email} error={error('email')} required>
        <TextInput {...field('email')} type="email" autoComplete="email" inputMode="email" placeholder="mail@example.ru" />
      </Field>
      <Field label={labels.phone} error={error('phone')} required>
        <TextInput {...field('phone')} mask={phoneMask} type="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" />
      </Field>
    </div>
  );
}
