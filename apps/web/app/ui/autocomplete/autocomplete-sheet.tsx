import { useId, useState } from 'react';
import { ListBox } from 'react-aria-components';
import { RussianAria } from '../russian-aria';
import { Button } from '../button/button';
import { useFieldControl } from '../field/field-context';
import { Icon } from '../icon/icon';
import { TextInput } from '../input/text-input';
import { Modal } from '../modal/modal';
import { AutocompleteOption } from './autocomplete-option';
import type { AutocompleteItem, AutocompleteProps } from './autocomplete-props';

/**
 * The phone form of the modal variant (spec §4): the box opens a 87.5vh sheet holding a search field
 * and the results; in 'button' mode a choice is confirmed with 'Готово'.
 */
export function AutocompleteSheet(props: AutocompleteProps) {
  const {
    inputValue,
    onInputChange,
    items,
    onSelect,
    loading,
    emptyText = 'Ничего не найдено',
    notice,
    placeholder,
    submitMode = 'select',
    sheetTitle,
    disabled,
    invalid,
    // The box's own: the sheet searches through onInputChange, and is the modal variant.
    onSearch: _onSearch,
    variant: _variant,
    ...rest
  } = props;
  // A button may not be aria-required (a required Field marks its control so): the label's asterisk says it.
  const { 'aria-required': _required, ...control } = useFieldControl(rest);
  // The button is named by its label; what was chosen describes it (a name given by a label leaves the text unread).
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<AutocompleteItem | null>(null);
  const title = sheetTitle ?? control['aria-label'] ?? 'Поиск';
  const isInvalid = invalid || control['aria-invalid'];

  const pick = (item: AutocompleteItem) => {
    onSelect(item);
    onInputChange(item.name);
    setOpen(false);
  };
  const hasText = inputValue.trim() !== '';

  return (
    <>
      <button
        type="button"
        {...control}
        aria-describedby={[control['aria-describedby'], inputValue ? textId : null].filter(Boolean).join(' ') || undefined}
        disabled={disabled}
        aria-invalid={isInvalid || undefined}
        aria-haspopup="dialog"
        className={['ui-input', 'ui-autocomplete__trigger', isInvalid && 'ui-input--invalid', !inputValue && 'is-placeholder'].filter(Boolean).join(' ')}
        onClick={() => {
          setChosen(null);
          setOpen(true);
        }}
      >
        <Icon name="search" className="ui-input__icon" />
        <span id={textId} className="ui-autocomplete__trigger-text">
          {inputValue || placeholder}
        </span>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={title}
        tall
        footer={
          submitMode === 'button' ? (
            <Button block onClick={() => (chosen ? pick(chosen) : setOpen(false))}>
              Готово
            </Button>
          ) : undefined
        }
      >
        <RussianAria>
          <div className="ui-autocomplete__sheet">
            <TextInput
              value={inputValue}
              onValueChange={onInputChange}
              icon="search"
              type="search"
              placeholder={placeholder}
              aria-label={title}
              data-autofocus
              onKeyDown={(event) => {
                // Down from the field goes into the results, as in the desktop's combobox.
                if (event.key !== 'ArrowDown') return;
                const first = event.currentTarget.closest('.ui-autocomplete__sheet')?.querySelector<HTMLElement>('[role="option"]');
                if (!first) return;
                event.preventDefault();
                first.focus();
              }}
            />
            {notice && items.length > 0 ? <p className="ui-autocomplete__notice">{notice}</p> : null}
            <ListBox<AutocompleteItem>
              aria-label="Результаты поиска"
              className="ui-autocomplete__list ui-autocomplete__list--sheet"
              items={items}
              selectionMode="single"
              selectedKeys={chosen ? [chosen.code] : []}
              onSelectionChange={(keys) => {
                const key = keys === 'all' ? undefined : [...keys][0];
                const item = items.find((candidate) => candidate.code === key);
                if (!item) return;
                if (submitMode === 'button') setChosen(item);
                else pick(item);
              }}
              renderEmptyState={() => <p className="ui-autocomplete__empty">{loading ? 'Поиск…' : hasText ? emptyText : null}</p>}
            >
              {(item) => <AutocompleteOption id={item.code} item={item} />}
            </ListBox>
          </div>
        </RussianAria>
      </Modal>
    </>
  );
}
