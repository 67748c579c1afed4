import { useLayoutEffect, useRef, useState } from 'react';
import { ComboBox, Input, ListBox, Popover } from 'react-aria-components';
import { RussianAria } from '../russian-aria';
import { useFieldControl } from '../field/field-context';
import { Icon } from '../icon/icon';
import { phoneQuery, useMediaQuery } from '../media/use-media-query';
import { Spinner } from '../spinner/spinner';
import { AutocompleteOption } from './autocomplete-option';
import { type AutocompleteItem, type AutocompleteProps, autocompleteDebounceMs } from './autocomplete-props';
import { AutocompleteSheet } from './autocomplete-sheet';
import { useDebouncedCallback } from './use-debounced-callback';
import './autocomplete.css';

export type { AutocompleteItem, AutocompleteProps } from './autocomplete-props';

/**
 * Text box with suggestions (react-aria ComboBox): the list opens on typing and closes on a choice or
 * a click outside; at most 323 px tall (spec §4, §5, §9).
 */
export function Autocomplete(props: AutocompleteProps) {
  const {
    inputValue,
    onInputChange,
    onSearch,
    items,
    onSelect,
    loading,
    emptyText = 'Ничего не найдено',
    notice,
    placeholder,
    variant = 'dropdown',
    disabled,
    invalid,
    ...rest
  } = props;
  const control = useFieldControl(rest);
  const phone = useMediaQuery(phoneQuery);
  // Between a keystroke and the debounced search the old (empty) result must not read as 'nothing found'.
  const [waiting, setWaiting] = useState(false);
  const search = useDebouncedCallback((text: string) => {
    setWaiting(false);
    onSearch?.(text);
  }, autocompleteDebounceMs);
  const type = (text: string) => {
    setWaiting(Boolean(onSearch));
    onInputChange(text);
    search(text);
  };
  const busy = loading || waiting;
  // Inside a dialog the list opens in it: a modal dialog makes the rest of the page inert (and a click there would close it).
  const box = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<Element | undefined>(undefined);
  useLayoutEffect(() => setDialog(box.current?.closest('[role="dialog"]') ?? undefined), []);
  const isInvalid = invalid || control['aria-invalid'];

  if (variant === 'modal' && phone) return <AutocompleteSheet {...props} loading={busy} onInputChange={type} />;

  const hasText = inputValue.trim() !== '';
  // The combobox's own announcements ('N options available') in Russian, whatever the browser's language.
  return (
    <RussianAria>
      <ComboBox
        id={control.id}
        aria-label={control['aria-label']}
        aria-describedby={control['aria-describedby']}
        inputValue={inputValue}
        onInputChange={type}
        items={items}
        allowsCustomValue
        allowsEmptyCollection={hasText}
        isDisabled={disabled}
        isInvalid={Boolean(isInvalid)}
        onSelectionChange={(key) => {
          const item = items.find((candidate) => candidate.code === key);
          if (item) onSelect(item);
        }}
        className="ui-autocomplete"
      >
        <div ref={box} className={['ui-input', isInvalid && 'ui-input--invalid', disabled && 'ui-input--disabled'].filter(Boolean).join(' ')}>
          <Icon name="search" className="ui-input__icon" />
          <Input className="ui-input__control" placeholder={placeholder} />
          {busy ? <Spinner size="xs" label={null} className="ui-autocomplete__spinner" /> : null}
        </div>
        <Popover className="ui-popover ui-autocomplete__popover" offset={4} UNSTABLE_portalContainer={dialog}>
          {notice && items.length > 0 ? <p className="ui-autocomplete__notice">{notice}</p> : null}
          <ListBox<AutocompleteItem>
            className="ui-autocomplete__list"
            renderEmptyState={() => <p className="ui-autocomplete__empty">{busy ? 'Поиск…' : hasText ? emptyText : null}</p>}
          >
            {(item) => <AutocompleteOption id={item.code} item={item} />}
          </ListBox>
        </Popover>
      </ComboBox>
    </RussianAria>
  );
}
