import { type ReactNode, useState } from 'react';
import type { SavedAddress } from '~/components/delivery-address-dialog';
import { type FormFailure, intentKey } from '~/forms/schema-form';
import { FormAlert } from '~/forms/text-field';
import { Button } from '~/ui/button/button';
import { Checkbox } from '~/ui/checkbox/checkbox';
import { Field } from '~/ui/field/field';
import { TextInput } from '~/ui/input/text-input';
import { type AddressPanel, deliveryAddressesPath } from './address-panel';
import '~/components/profile-cards.css';

interface PanelProps {
  panel: AddressPanel;
  /** The address the panel is about (edit, delete); missing when it is gone. */
  address: SavedAddress | undefined;
  city: string;
  failure: FormFailure | undefined;
}

/**
 * The dialogs' forms as plain forms in the page, for a browser without scripts (the buttons' GET forms open them):
 * posted to the route's action, which goes back to the list when done.
 */
export function DeliveryAddressPanel({ panel, address, city, failure }: PanelProps) {
  if (panel.kind !== 'add' && !address) return <FormAlert message="Адрес не найден" />;
  if (panel.kind === 'delete') {
    return (
      <form method="post" className="profile-panel ui-surface" aria-label="Удалить адрес?">
        <h2 className="profile-panel__title">Удалить адрес?</h2>
        <FormAlert message={failure?.formError} />
        <p>Адрес «{address?.name}» будет удалён.</p>
        <input type="hidden" name="id" value={panel.id} />
        <PanelActions>
          <Button type="submit" variant="danger" name={intentKey} value="delete">
            Удалить
          </Button>
        </PanelActions>
      </form>
    );
  }
  return <AddressForm panel={panel} address={address} city={city} failure={failure} />;
}

function AddressForm({ panel, address, city, failure }: PanelProps) {
  const values = failure?.values;
  const [name, setName] = useState(values?.name ?? address?.name ?? '');
  const [text, setText] = useState(values?.address ?? address?.address ?? '');
  const [zip, setZip] = useState(values?.zip ?? address?.zip ?? '');
  const [isDefault, setIsDefault] = useState(values ? values.is_default === 'on' : (address?.isDefault ?? false));
  const title = panel.kind === 'edit' ? 'Изменить адрес доставки' : 'Новый адрес доставки';
  const errors = failure?.fieldErrors ?? {};
  return (
    <form method="post" noValidate className="profile-panel ui-surface" aria-label={title}>
      <h2 className="profile-panel__title">{title}</h2>
      <FormAlert message={failure?.formError} />
      {panel.kind === 'edit' ? <input type="hidden" name="id" value={panel.id} /> : null}
      <input type="hidden" name="city" value={address?.city || city} />
      <Field label="Название" required error={errors.name}>
        <TextInput name="name" value={name} onValueChange={setName} maxLength={100} />
      </Field>
      <Field label="Адрес" required error={errors.address}>
        <TextInput name="address" value={text} onValueChange={setText} maxLength={300} />
      </Field>
      <Field label="Индекс" error={errors.zip}>
        <TextInput name="zip" value={zip} onValueChange={setZip} inputMode="numeric" maxLength={6} />
      </Field>
      <Checkbox name="is_default" checked={isDefault} onCheckedChange={setIsDefault}>
        Адрес по умолчанию
      </Checkbox>
      <PanelActions>
        <Button type="submit" name={intentKey} value={panel.kind === 'edit' ? 'update' : 'add'}>
          Сохранить адрес
        </Button>
      </PanelActions>
    </form>
  );
}

/** A panel's own submit button, then 'Отмена' back to the list. */
function PanelActions({ children }: { children: ReactNode }) {
  return (
    <div className="profile-panel__actions">
      {children}
      <Button variant="ghost" href={deliveryAddressesPath}>
        Отмена
      </Button>
    </div>
  );
}
