import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  it('keeps the first choice made as a browser makes it (input, then change) inside a field', () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <Field label="Материал" error="Обязательное поле">
          <NativeSelect items={items} value={value} onChange={setValue} />
        </Field>
      );
    }
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Материал' }) as HTMLSelectElement;
    select.value = 'Сталь';
    fireEvent.input(select);
    fireEvent.change(select);
    expect(select.value).toBe('Сталь');
  });

  it('shows the current value', () => {
    render(<NativeSelect aria-label="Материал" items={items} value="Сталь" onChange={() => {}} />);
    expect((screen.getByRole('combobox', { name: 'Материал' }) as HTMLSelectElement).value).toBe('Сталь');
  });
});
