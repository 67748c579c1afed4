import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { NativeSelect } from './native-select';

const items = [
  { code: 'Сталь', name: 'Сталь' },
  { code: 'Латунь', name: 'Латунь' },
];

describe('NativeSelect', () => {
  it('offers the placeholder as the empty choice and reports the chosen code', () => {
    const onChange = vi.fn();
    render(
      <Field label="Материал">
        <NativeSelect items={items} value={null} onChange={onChange} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Материал' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Не выбран', 'Сталь', 'Латунь']);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'Латунь' } });
    expect(onChange).toHaveBeenCalledWith('Латунь');
  });

  it('shows the current value', () => {
    render(<NativeSelect aria-label="Материал" items={items} value="Сталь" onChange={() => {}} />);
    expect((screen.getByRole('combobox', { name: 'Материал' }) as HTMLSelectElement).value).toBe('Сталь');
  });
});
