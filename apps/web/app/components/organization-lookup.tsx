import type { Camelize, OrganizationLookup as FoundOrganization } from '@store/contracts';
import { useState } from 'react';
import { createApiClient } from '~/api/client';
import { Autocomplete } from '~/ui/autocomplete/autocomplete';
import type { AutocompleteItem } from '~/ui/autocomplete/autocomplete-props';
import { useDebouncedCallback } from '~/ui/autocomplete/use-debounced-callback';
import { Field } from '~/ui/field/field';

/** Spec §9: the organisation name search runs 200 ms after typing stops. */
export const organizationDebounceMs = 200;

export type Found = Camelize<FoundOrganization>;

/** Suggestions fail to an empty list (spec §7), so failures never reach the API-error popup. */
const lookupApi = createApiClient();

/**
 * The organisation search (/Dadata/findOrganization/, by name or ИНН) behind a text box: `search` on every keystroke
 * (the call goes 200 ms after the last), the suggestions as items, and what an item stands for.
 */
export function useOrganizationSearch() {
  const [found, setFound] = useState<Found[]>([]);
  const search = useDebouncedCallback((query: string) => {
    if (!query.trim()) return setFound([]);
    lookupApi.get('/Dadata/findOrganization/', { query }).then(setFound, () => setFound([]));
  }, organizationDebounceMs);
  const items: AutocompleteItem[] = found.map((organization) => ({
    code: `${organization.inn}|${organization.kpp}`,
    name: organization.name,
    description: `ИНН ${organization.inn}${organization.kpp ? ` · КПП ${organization.kpp}` : ''}`,
  }));
  const organizationOf = (item: AutocompleteItem) => found.find((organization) => `${organization.inn}|${organization.kpp}` === item.code);
  return { items, search, organizationOf };
}

/** A box that finds an organisation by name or ИНН and hands over its requisites, which fill the form's fields. */
export function OrganizationLookup({ onPick }: { onPick: (organization: Found) => void }) {
  const [text, setText] = useState('');
  const { items, search, organizationOf } = useOrganizationSearch();
  return (
    <Field label="Найти организацию" hint="По названию или ИНН — реквизиты заполнятся сами">
      <Autocomplete
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          search(next);
        }}
        items={items}
        onSelect={(item) => {
          const organization = organizationOf(item);
          if (organization) onPick(organization);
        }}
        placeholder="Название или ИНН"
      />
    </Field>
  );
}
