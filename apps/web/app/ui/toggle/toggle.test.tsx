import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('is a named switch that flips its state', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Toggle checked={false} onCheckedChange={onCheckedChange}>
        Адрес по умолчанию
      </Toggle>,
    );
    const toggle = screen.getByRole('switch', { name: 'Адрес по умолчанию' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
