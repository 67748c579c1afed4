import type { SelectHTMLAttributes } from 'react';
import { useEarlyValue } from '../field/early-value';
import { useFieldControl } from '../field/field-context';
import { Icon } from '../icon/icon';
import type { SelectItem } from './select';
import './select.css';

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  items: readonly SelectItem[];
  value: string | null;
  onChange: (code: string) => void;
  /** The empty choice's text (spec: 'Не выбран'). */
  placeholder?: string;
};

/**
 * The browser's own select in the design system's look: no script to load, the platform's picker on phones,
 * works before hydration. For lists that need no custom rendering (the Select popup does).
 */
export function NativeSelect({ items, value, onChange, placeholder = 'Не выбран', className, ...rest }: NativeSelectProps) {
  const control = useFieldControl(rest);
  // Only a real choice: a value missing from the items shows (and reads) as the empty one, which is no choice of the visitor's.
  const controlRef = useEarlyValue<HTMLSelectElement>(value ?? '', (chosen) => chosen && onChange(chosen));
  return (
    <span className={['ui-native-select', className].filter(Boolean).join(' ')}>
      <select
        {...control}
        ref={controlRef}
        className={['ui-input', 'ui-select__trigger', 'ui-native-select__control', value ? null : 'ui-native-select__control--placeholder']
          .filter(Boolean)
          .join(' ')}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.code} value={item.code} disabled={item.disabled}>
            {item.name}
          </option>
        ))}
      </select>
      <Icon name="chevron-down" size={18} className="ui-native-select__chevron" />
    </span>
  );
}
