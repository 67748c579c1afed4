import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { phoneMask } from './mask';
import { TextInput } from './text-input';

function Phone({ onDetail }: { onDetail?: (completed: boolean) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      aria-label="Телефон"
      mask={phoneMask}
      value={value}
      onValueChange={(v, d) => {
        setValue(v);
        onDetail?.(d.completed);
      }}
    />
  );
}

describe('TextInput', () => {
  it('formats typed digits with the phone mask and reports completion', async () => {
    const onDetail = vi.fn();
    render(<Phone onDetail={onDetail} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
    await userEvent.type(input, '916abc1234567');
    expect(input.value).toBe('+7 (916) 123-45-67');
    expect(onDetail).toHaveBeenLastCalledWith(true);
  });

  it('undoes and redoes with Ctrl+Z / Ctrl+Shift+Z', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
    await userEvent.type(input, '91');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(input.value).toBe('+7 (9');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(input.value).toBe('');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(input.value).toBe('+7 (9');
  });

  it('without a mask passes text through', async () => {
    const onValueChange = vi.fn();
    render(<TextInput aria-label="Имя" value="" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'a');
    expect(onValueChange).toHaveBeenCalledWith('a', { masked: 'a', unmasked: 'a', completed: true });
  });
});
