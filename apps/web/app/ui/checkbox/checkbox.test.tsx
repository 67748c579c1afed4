import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requiredChoice } from '@store/contracts';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { CheckboxGroup } from './checkbox-group';

describe('Checkbox', () => {
  it('toggles a boolean model', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox checked={false} onCheckedChange={onCheckedChange}>
        Я принимаю правила
      </Checkbox>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Я принимаю правила' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('adds its value to an array model and removes it again', async () => {
    const onGroupChange = vi.fn();
    const { rerender } = render(
      <Checkbox value="zinc" group={['steel']} onGroupChange={onGroupChange}>
        Цинк
      </Checkbox>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Цинк' }));
    expect(onGroupChange).toHaveBeenLastCalledWith(['steel', 'zinc']);
    rerender(
      <Checkbox value="zinc" group={['steel', 'zinc']} onGroupChange={onGroupChange}>
        Цинк
      </Checkbox>,
    );
    expect((screen.getByRole('checkbox', { name: 'Цинк' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Цинк' }));
    expect(onGroupChange).toHaveBeenLastCalledWith(['steel']);
  });
});

describe('CheckboxGroup', () => {
  function Group() {
    const [value, setValue] = useState<string[]>(['a']);
    return (
      <CheckboxGroup
        legend="Покрытие"
        options={[
          { code: 'a', name: 'Цинк' },
          { code: 'b', name: 'Без покрытия' },
        ]}
        value={value}
        onChange={setValue}
        error={requiredChoice(value)}
      />
    );
  }

  it('needs at least one ticked box', async () => {
    render(<Group />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Цинк' }));
    expect(screen.getByRole('alert').textContent).toBe(requiredChoice([]));
    expect(screen.getByRole('group', { name: 'Покрытие', description: String(requiredChoice([])) })).toBeTruthy();
  });
});
