import '../testing/dom-stubs';
import { CalendarDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toIso } from './date-range';
import { DeferredDatePicker } from './deferred-date-picker';

describe('DeferredDatePicker', () => {
  it('shows the value on a plain button first, and a click opens the picker once it has loaded', async () => {
    const onChange = vi.fn();
    render(<DeferredDatePicker aria-label="Дата" value={[toIso(new CalendarDate(2025, 3, 12)), null]} onChange={onChange} />);
    const standIn = screen.getByRole('button', { name: 'Дата' });
    expect(standIn.textContent).toBe('12.03.2025');
    await userEvent.click(standIn);
    expect(await screen.findByRole('grid', {}, { timeout: 30_000 })).toBeTruthy();
  });
});
