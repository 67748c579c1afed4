import { required } from '@store/contracts';
import { useState } from 'react';
import { ApiError } from '~/api/client';
import { Autocomplete } from '~/ui/autocomplete/autocomplete';
import type { AutocompleteItem } from '~/ui/autocomplete/autocomplete-props';
import { useDebouncedCallback } from '~/ui/autocomplete/use-debounced-callback';
import { Button } from '~/ui/button/button';
import { Checkbox } from '~/ui/checkbox/checkbox';
import { Field } from '~/ui/field/field';
import { TextInput } from '~/ui/input/text-input';
import { Modal } from '~/ui/modal/modal';
import { addressDebounceMs, quietApi, type SavedAddress } from './use-checkout-data';

interface DeliveryAddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The checkout's city: the address is looked up and saved in it (spec §5: location required). */
  city: string;
  /** The saved list as the server answers it, and the address just added. */
  onSaved: (addresses: SavedAddress[], added: SavedAddress) => void;
}

/**
 * Spec §2 checkout sub-modal 'delivery-address add', §5: name and address required, 'по умолчанию' optional; the
 * address with Dadata's suggestions in the checkout's city (250 ms). Saved to the buyer's delivery addresses.
 */
export function DeliveryAddressDialog({ open, onOpenChange, city, onSaved }: DeliveryAddressDialogProps) {
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [zip, setZip] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [items, setItems] = useState<AutocompleteItem[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const search = useDebouncedCallback((query: string) => {
    if (!query.trim()) return setItems([]);
    quietApi.post('/Dadata/findAddress/', { query, city }).then(
      (found) => setItems(found.map((item) => ({ code: `${item.value}|${item.postalCode}`, name: item.value, description: item.unrestrictedValue }))),
      () => setItems([]),
    );
  }, addressDebounceMs);

  const errors = { name: required(name.trim()), address: required(address.trim()) };
  const save = async () => {
    setTried(true);
    if (errors.name || errors.address || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const addresses = await quietApi.post('/DeliveryAddresses/add/', { name: name.trim(), address: address.trim(), city, zip, is_default: isDefault });
      const added = addresses.filter((entry) => entry.address === address.trim() && entry.name === name.trim()).at(-1);
      if (added) onSaved(addresses, added);
      onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Не удалось сохранить адрес');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Новый адрес доставки"
      size="sm"
      footer={
        <Button onClick={save} loading={saving}>
          Сохранить адрес
        </Button>
      }
    >
      <div className="checkout-address-dialog">
        <p className="checkout-place__note">Город: {city}</p>
        <Field label="Название" required error={tried ? errors.name : null} hint="Например, «Офис» или «Склад на Бутырской»">
          <TextInput value={name} onValueChange={setName} maxLength={100} />
        </Field>
        <Field label="Адрес" required error={tried ? errors.address : null}>
          <Autocomplete
            inputValue={address}
            onInputChange={(text) => {
              setAddress(text);
              setZip('');
              search(text);
            }}
            items={items}
            onSelect={(item) => {
              setAddress(item.name);
              setZip(item.code.split('|')[1] ?? '');
            }}
            placeholder="Начните вводить улицу и дом"
            variant="modal"
            sheetTitle="Адрес"
            aria-label="Адрес"
          />
        </Field>
        <Checkbox checked={isDefault} onCheckedChange={setIsDefault}>
          Адрес по умолчанию
        </Checkbox>
        {failure ? (
          <p className="checkout-address-dialog__error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
