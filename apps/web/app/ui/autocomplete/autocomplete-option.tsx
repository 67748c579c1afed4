import { ListBoxItem } from 'react-aria-components';
import type { AutocompleteItem } from './autocomplete-props';

/**
 * One suggestion: its name and an optional grey second line. The caller passes `id` (the item's code) on
 * this element itself: react-aria keys the rendered list by it, otherwise by position, and a new list whose
 * first item has another code then throws "Cannot change the id of an item".
 */
export function AutocompleteOption({ id, item }: { id: string; item: AutocompleteItem }) {
  return (
    <ListBoxItem id={id} textValue={item.name} className="ui-autocomplete__option">
      <span className="ui-autocomplete__name">{item.name}</span>
      {item.description ? <span className="ui-autocomplete__description">{item.description}</span> : null}
    </ListBoxItem>
  );
}
