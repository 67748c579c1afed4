import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../testing/dom-stubs';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Цена с НДС 20 %">
        <button type="button">Цена</button>
      </Tooltip>,
    );
    await act(() => userEvent.tab());
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('Цена с НДС 20 %');
    expect(screen.getByRole('button', { name: 'Цена' }).getAttribute('aria-describedby')).toBe(tip.id);
  });
});
