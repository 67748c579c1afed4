import { type Camelize, type DeliveryAddress, required } from '@store/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError, createApiClient } from '~/api/client';
import { Autocomplete } from '~/ui/autocomplete/autocomplete';
import type { AutocompleteItem } from '~/ui/autocomplete/autocomplete-props';
import { useDebouncedCallback } from '~/ui/autocomplete/use-debounced-callback';
import { Button } from '~/ui/button/button';
import { Checkbox } from '~/ui/checkbox/checkbox';
import { Field } from '~/ui/field/field';
import { TextInput } from '~/ui/input/text-input';
import { Modal } from '~/ui/modal/modal';
import './delivery-address-dialog.css';

export type SavedAddress = Camelize<DeliveryAddress>;

/** Suggestion failures give an empty list, save failures show in the dialog: no global popup (spec §7). */
const quietApi = createApiClient();
/** Spec §7: the delivery-address modal asks for suggestions 250 ms after typing stops. */
const suggestDebounceMs = 250;

export interface DeliveryAddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The city the address is looked up and saved in (spec §5: location required). */
  city: string;
  /** The address to change; without it a new one is added. */
  editing?: SavedAddress;
  /** The saved list as the server answers it, and the address just added or changed. */
  onSaved: (addresses: SavedAddress[], saved: SavedAddress) => void;
}

/**
 * Spec §2 'delivery-address add' sub-modal, §5: name and address required, 'по умолчанию' optional; the address with
 * Dadata's suggestions in the city (250 ms). Used by the checkout and the profile's delivery addresses.
 */
export function DeliveryAddressDialog({ open, onOpenChange, city, editing, onSaved }: DeliveryAddressDialogProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [address, setAddress] = useState(editing?.address ?? '');
  const [zip, setZip] = useState(editing?.zip ?? '');
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
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
  }, suggestDebounceMs);

  const errors = { name: required(name.trim()), address: required(address.trim()) };
  // A refused save sends focus to the first field it names, as a form's submit does (use-schema-form).
  const body = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const save = async () => {
    setTried(true);
    if (errors.name || errors.address) return setRefusals((count) => count + 1);
    if (saving) return;
    setSaving(true);
    setFailure(null);
    const fields = { name: name.trim(), address: address.trim(), city, zip, is_default: isDefault };
    try {
      const addresses = editing
        ? await quietApi.post('/DeliveryAddresses/update/', { id: editing.id, ...fields })
        : await quietApi.post('/DeliveryAddresses/add/', fields);
      const saved = editing
        ? addresses.find((entry) => entry.id === editing.id)
        : addresses.filter((entry) => entry.address === fields.address && entry.name === fields.name).at(-1);
      if (saved) onSaved(addresses, saved);
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
      title={editing ? 'Изменить адрес доставки' : 'Новый адрес доставки'}
      size="sm"
      footer={
        <Button onClick={save} loading={saving}>
          Сохранить адрес
        </Button>
      }
    >
      <div className="delivery-address-dialog" ref={body}>
        {city ? <p className="delivery-address-dialog__note">Город: {city}</p> : null}
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
          <p className="delivery-address-dialog__error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
