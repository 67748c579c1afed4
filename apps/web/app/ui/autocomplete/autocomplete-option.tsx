import { ListBoxItem } from 'react-aria-components';
import type { AutocompleteItem } from './autocomplete-props';

/** One suggestion: its name and an optional grey second line. */
export function AutocompleteOption({ item }: { item: AutocompleteItem }) {
  return (
    <ListBoxItem id={item.code} textValue={item.name} className="ui-autocomplete__option">
      <span className="ui-autocomplete__name">{item.name}</span>
      {item.description ? <span className="ui-autocomplete__description">{item.description}</span> : null}
    </ListBoxItem>
  );
}
