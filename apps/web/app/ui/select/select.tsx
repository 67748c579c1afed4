import * as SelectPrimitive from '@radix-ui/react-select';
import { useFieldControl } from '../field/field-context';
import { Icon } from '../icon/icon';
import './select.css';

/** Spec §3: select and menu items are code + name. */
export type SelectItem = { code: string; name: string; disabled?: boolean };

type SelectProps = {
  items: readonly SelectItem[];
  value: string | null;
  onChange: (code: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  'aria-label'?: string;
  invalid?: boolean;
};

/** Single choice from a list (Radix Select: keyboard, typeahead, aria). The list is at most 300 px tall. */
export function Select({ items, value, onChange, placeholder = 'Не выбран', disabled, invalid, ...rest }: SelectProps) {
  const control = useFieldControl(rest);
  const isInvalid = invalid || control['aria-invalid'];
  return (
    <SelectPrimitive.Root value={value ?? ''} onValueChange={onChange} disabled={disabled} name={rest.name}>
      <SelectPrimitive.Trigger
        {...control}
        aria-invalid={isInvalid || undefined}
        className={['ui-input', 'ui-select__trigger', isInvalid && 'ui-input--invalid'].filter(Boolean).join(' ')}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className="ui-select__chevron">
          <Icon name="chevron-down" size={18} />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content className="ui-select__content" position="popper" sideOffset={4}>
          <SelectPrimitive.Viewport className="ui-select__viewport">
            {items.map((item) => (
              <SelectPrimitive.Item key={item.code} value={item.code} disabled={item.disabled} className="ui-select__item">
                <SelectPrimitive.ItemText>{item.name}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="ui-select__check">
                  <Icon name="check" size={16} />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
