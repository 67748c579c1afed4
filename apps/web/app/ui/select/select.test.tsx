import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import '../testing/dom-stubs';
import { Select } from './select';

describe('Select', () => {
  it("shows 'Не выбран' and picks an item with the keyboard", async () => {
    const onChange = vi.fn();
    render(
      <Field label="Материал">
        <Select
          items={[
            { code: 'steel', name: 'Сталь' },
            { code: 'a2', name: 'Нержавеющая сталь A2' },
          ]}
          value={null}
          onChange={onChange}
        />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Материал' });
    expect(trigger.textContent).toContain('Не выбран');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Нержавеющая сталь A2' }));
    expect(onChange).toHaveBeenCalledWith('a2');
  });
});
