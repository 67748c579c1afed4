import '../testing/dom-stubs';
import { CalendarDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { dayToIso } from './iso-days';
import { DeferredDatePicker } from './deferred-date-picker';

describe('DeferredDatePicker', () => {
  it('shows the value on a plain button first, and a click opens the picker once it has loaded', async () => {
    const onChange = vi.fn();
    render(<DeferredDatePicker aria-label="Дата" value={[dayToIso(new CalendarDate(2025, 3, 12)), null]} onChange={onChange} />);
    const standIn = screen.getByRole('button', { name: 'Дата' });
    expect(standIn.textContent).toBe('12.03.2025');
    await userEvent.click(standIn);
    expect(await screen.findByRole('grid', {}, { timeout: 30_000 })).toBeTruthy();
  });

  it("is named by its field's label and described by the chosen period, before and after the picker loads", async () => {
    render(
      <Field label="Период" hint="За какие дни">
        <DeferredDatePicker period value={[dayToIso(new CalendarDate(2026, 11, 1)), dayToIso(new CalendarDate(2026, 11, 30))]} onChange={() => {}} />
      </Field>,
    );
    const description = () => {
      const button = screen.getByRole('button', { name: 'Период' });
      return (button.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    };
    expect(description()).toBe('За какие дни | 01.11.2026 – 30.11.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Период' }));
    await screen.findByRole('grid', {}, { timeout: 30_000 });
    expect(description()).toBe('За какие дни | 01.11.2026 – 30.11.2026');
  });
});
