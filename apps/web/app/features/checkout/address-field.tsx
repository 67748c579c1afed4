import { useState } from 'react';
import { DeliveryAddressDialog } from '~/components/delivery-address-dialog';
import { Autocomplete } from '~/ui/autocomplete/autocomplete';
import type { AutocompleteItem } from '~/ui/autocomplete/autocomplete-props';
import { useDebouncedCallback } from '~/ui/autocomplete/use-debounced-callback';
import { Button } from '~/ui/button/button';
import { Field } from '~/ui/field/field';
import { RadioGroup } from '~/ui/radio/radio-group';
import { addressDebounceMs, quietApi, type SavedAddress } from './use-checkout-data';

interface AddressFieldProps {
  city: string;
  address: string;
  onAddress: (address: string, zip: string | null) => void;
  saved: readonly SavedAddress[];
  /** Set when the buyer may save a new address ('Добавить адрес' opens the sub-modal). */
  onSaved: ((addresses: SavedAddress[]) => void) | null;
}

/**
 * The courier's address: the buyer's saved addresses in this city, or typed with Dadata's suggestions (houses only,
 * without the city, spec §5; a failure gives none).
 */
export function AddressField({ city, address, onAddress, saved, onSaved }: AddressFieldProps) {
  const [adding, setAdding] = useState(false);
  const [items, setItems] = useState<AutocompleteItem[]>([]);
  const [loading, setLoading] = useState(false);
  const zips = new Map<string, string>();
  const inCity = saved.filter((entry) => !entry.city || entry.city === city);

  const search = useDebouncedCallback((query: string) => {
    if (!query.trim()) return setItems([]);
    setLoading(true);
    quietApi
      .post('/Dadata/findAddress/', { query, city })
      .then(
        (found) => setItems(found.map((item) => ({ code: `${item.value}|${item.postalCode}`, name: item.value, description: item.unrestrictedValue }))),
        () => setItems([]),
      )
      .finally(() => setLoading(false));
  }, addressDebounceMs);
  for (const item of items) zips.set(item.code, item.code.split('|')[1] ?? '');

  return (
    <>
      {inCity.length > 0 ? (
        <RadioGroup
          legend="Мои адреса"
          options={inCity.map((entry) => ({ code: String(entry.id), name: `${entry.name}: ${entry.address}` }))}
          value={inCity.find((entry) => entry.address === address)?.id.toString() ?? null}
          onChange={(code) => {
            const entry = inCity.find((candidate) => String(candidate.id) === code);
            if (entry) onAddress(entry.address, entry.zip || null);
          }}
        />
      ) : null}
      <Field label="Адрес доставки" required hint="Улица, дом; квартиру или офис допишите после выбора">
        <Autocomplete
          inputValue={address}
          onInputChange={(text) => {
            onAddress(text, null);
            search(text);
          }}
          items={items}
          loading={loading}
          onSelect={(item) => onAddress(item.name, zips.get(item.code) || null)}
          placeholder="Начните вводить улицу и дом"
          variant="modal"
          sheetTitle="Адрес доставки"
          aria-label="Адрес доставки"
        />
      </Field>
      {onSaved ? (
        <>
          <Button variant="link" size="sm" iconStart="plus" onClick={() => setAdding(true)}>
            Добавить адрес
          </Button>
          {/* Keyed by its state, so each opening starts empty. */}
          <DeliveryAddressDialog
            key={String(adding)}
            open={adding}
            onOpenChange={setAdding}
            city={city}
            onSaved={(addresses, added) => {
              onSaved(addresses);
              onAddress(added.address, added.zip || null);
            }}
          />
        </>
      ) : null}
    </>
  );
}
