export type AutocompleteItem = { code: string; name: string; description?: string };

/** Spec §9: the search behind an autocomplete runs 350 ms after the last keystroke. */
export const autocompleteDebounceMs = 350;

export type AutocompleteProps = {
  inputValue: string;
  /** Every keystroke (keeps the box controlled). */
  onInputChange: (text: string) => void;
  /** The text to search for, 350 ms after typing stops. */
  onSearch?: (text: string) => void;
  items: readonly AutocompleteItem[];
  onSelect: (item: AutocompleteItem) => void;
  loading?: boolean;
  /** Shown only when the text is not blank and nothing was found. */
  emptyText?: string;
  /** A line above the items saying how they were found (search: 'Точного совпадения нет. Показаны похожие: …'). */
  notice?: string;
  placeholder?: string;
  /** modal: on phones the box opens a tall sheet with its own search field. */
  variant?: 'dropdown' | 'modal';
  /** In the sheet: 'select' closes on a choice, 'button' waits for 'Готово'. */
  submitMode?: 'select' | 'button';
  /** The sheet's title; defaults to the aria-label. */
  sheetTitle?: string;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  invalid?: boolean;
};
