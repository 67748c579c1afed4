import '../testing/dom-stubs';
import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerValue } from './date-picker';
import { fromIso } from './date-range';
import { dayToIso, formatDay } from './iso-days';

const march = (d: number) => new CalendarDate(2025, 3, d);
const dayOf = (iso: string | null) => fromIso(iso)?.day.toString();

function Harness({ onChange, ...props }: Partial<Parameters<typeof DatePicker>[0]> & { onChange: (value: DatePickerValue) => void }) {
  const [value, setValue] = useState<DatePickerValue>(props.value ?? [dayToIso(march(12)), null]);
  return (
    <DatePicker
      aria-label="Дата"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** A day of the shown month (not a grey day of the neighbouring ones). */
const day = (n: number) =>
  within(screen.getByRole('grid'))
    .getAllByText(String(n))
    .find((cell) => !cell.hasAttribute('data-outside-month'))!;
/** Opens the picker and waits for its calendar, which loads on the first opening. */
const openPicker = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Дата' }));
  await screen.findByRole('grid', {}, { timeout: 30_000 });
};

describe('DatePicker', () => {
  it('single mode: a week starting on Monday; one click chooses the day and closes', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openPicker();
    const weekdays = [...screen.getByRole('grid').querySelectorAll('thead th')].map((th) => th.textContent);
    expect(weekdays).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    await userEvent.click(day(20));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(dayOf(onChange.mock.calls[0]![0][0])).toBe('2025-03-20');
    expect(onChange.mock.calls[0]![0][1]).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Дата' }).textContent).toBe('20.03.2025');
  });

  it('period mode: stays open after the first click, swaps an earlier second day, closes after the range', async () => {
    const onChange = vi.fn();
    render(<Harness period value={[dayToIso(march(1)), dayToIso(march(2))]} onChange={onChange} />);
    await openPicker();
    await userEvent.click(day(20));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('grid')).toBeTruthy();
    await userEvent.click(day(10));
    const [start, end] = onChange.mock.calls[0]![0];
    expect([dayOf(start), dayOf(end)]).toEqual(['2025-03-10', '2025-03-20']);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Дата' }).textContent).toBe('10.03.2025 – 20.03.2025');
  });

  it('does not let days before the minimum date or after the maximum be chosen', async () => {
    const onChange = vi.fn();
    render(<Harness minDate={dayToIso(march(15))} maxDate={dayToIso(march(25))} onChange={onChange} />);
    await openPicker();
    for (const outside of [14, 26]) {
      expect(day(outside).getAttribute('aria-disabled'), String(outside)).toBe('true');
      await userEvent.click(day(outside));
    }
    expect(onChange).not.toHaveBeenCalled();
    expect(day(16).getAttribute('aria-disabled')).toBeNull();
    expect(day(25).getAttribute('aria-disabled')).toBeNull();
    // No month before or after the bounds to go to.
    expect((screen.getByRole('button', { name: 'Предыдущий месяц' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Следующий месяц' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not let an unavailable day be chosen (weekends of a weekday service)', async () => {
    const onChange = vi.fn();
    const weekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
    render(<Harness unavailable={weekend} onChange={onChange} />);
    await openPicker();
    // 15 and 16 March 2025 are a Saturday and a Sunday.
    for (const closed of [15, 16]) {
      expect(day(closed).hasAttribute('data-unavailable'), String(closed)).toBe(true);
      await userEvent.click(day(closed));
    }
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(day(17));
    expect(dayOf(onChange.mock.calls[0]![0][0])).toBe('2025-03-17');
  });

  it("with times: 'Выбрать' waits for a complete range; a time applies at four digits", async () => {
    const onChange = vi.fn();
    render(<Harness period withTime value={[null, null]} onChange={onChange} />);
    await openPicker();
    const apply = screen.getByRole('button', { name: 'Выбрать' }) as HTMLButtonElement;
    await userEvent.click(day(10));
    expect(apply.disabled).toBe(true);
    await userEvent.click(day(11));
    expect(apply.disabled).toBe(false);
    const from = screen.getByRole('textbox', { name: 'С, часы и минуты' });
    await userEvent.clear(from);
    await userEvent.type(from, '093');
    fireEvent.click(apply);
    expect(fromIso(onChange.mock.calls[0]![0][0])?.time).toBe('00:00');
  });

  it('with times: four digits are applied to the chosen day', async () => {
    const onChange = vi.fn();
    render(<Harness withTime onChange={onChange} />);
    await openPicker();
    await userEvent.click(day(10));
    expect(screen.getByRole('grid')).toBeTruthy();
    const time = screen.getByRole('textbox', { name: 'Время, часы и минуты' });
    await userEvent.clear(time);
    await userEvent.type(time, '0930');
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать' }));
    expect(fromIso(onChange.mock.calls[0]![0][0])).toEqual({ day: march(10), time: '09:30' });
  });

  it("presets choose a range ending today: '30 дней' is one month back", async () => {
    const onChange = vi.fn();
    render(<Harness period onChange={onChange} />);
    await openPicker();
    await userEvent.click(screen.getByRole('button', { name: '30 дней' }));
    const now = today(getLocalTimeZone());
    const [start, end] = onChange.mock.calls[0]![0];
    expect([dayOf(start), dayOf(end)]).toEqual([now.subtract({ months: 1 }).toString(), now.toString()]);
    expect(screen.getByRole('button', { name: 'Дата' }).textContent).toBe(`${formatDay(now.subtract({ months: 1 }))} – ${formatDay(now)}`);
  });

  it('month and year views: 12 years a page from 6 before the current year', async () => {
    render(<Harness onChange={vi.fn()} />);
    await openPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Март 2025' }));
    await userEvent.click(screen.getByRole('button', { name: '2025' }));
    const years = within(screen.getByRole('group', { name: 'Выбор года' })).getAllByRole('button');
    const current = today(getLocalTimeZone()).year;
    expect(years.map((b) => Number(b.textContent))).toEqual(Array.from({ length: 12 }, (_, i) => current - 6 + i));
    await userEvent.click(years[0]!);
    await userEvent.click(screen.getByRole('button', { name: `Июнь ${current - 6}` }));
    expect(screen.getByRole('button', { name: `Июнь ${current - 6}` })).toBeTruthy();
    expect(screen.getByRole('grid')).toBeTruthy();
  });
});
