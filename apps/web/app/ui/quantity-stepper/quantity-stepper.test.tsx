import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { acceptsQuantityKey, clampQuantity } from './quantity';
import { QuantityStepper } from './quantity-stepper';

function Harness({ initial = 1, max }: { initial?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityStepper value={value} onChange={setValue} max={max} />
      <p>Значение: {value}</p>
    </>
  );
}

describe('quantity rules', () => {
  it('clamps to 0 … max, unlimited by default', () => {
    expect(clampQuantity(-3)).toBe(0);
    expect(clampQuantity(1e9)).toBe(1e9);
    expect(clampQuantity(12, 10)).toBe(10);
    expect(clampQuantity(3, undefined, 5)).toBe(5);
  });

  it('accepts digits and a dot only', () => {
    expect(['1', '0', '.'].every((key) => acceptsQuantityKey(key, false))).toBe(true);
    expect(['-', 'e', ',', '+', 'a'].some((key) => acceptsQuantityKey(key, false))).toBe(false);
    expect(acceptsQuantityKey('v', true)).toBe(true);
  });
});

describe('QuantityStepper', () => {
  it('does not go below 0', async () => {
    render(<Harness initial={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    expect(screen.getByText('Значение: 0')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Уменьшить' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not go above max, by button or by typing', async () => {
    render(<Harness initial={4} max={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
    expect((screen.getByRole('button', { name: 'Увеличить' }) as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByRole('textbox', { name: 'Количество' }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    expect(input.value).toBe('5');
    expect(screen.getByText('Значение: 5')).toBeTruthy();
  });

  it('ignores letters and minus signs when typing, commits on blur', async () => {
    render(<Harness initial={1} />);
    const input = screen.getByRole('textbox', { name: 'Количество' }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '-1a2.5');
    expect(input.value).toBe('12.5');
    await userEvent.tab();
    expect(screen.getByText('Значение: 12.5')).toBeTruthy();
  });

  it('does not go below its minimum', async () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={100} onChange={onChange} min={100} step={100} />);
    expect((screen.getByRole('button', { name: 'Уменьшить' }) as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByRole('textbox', { name: 'Количество' });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('100');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names its number field for a form sent without JavaScript', () => {
    render(
      <form aria-label="Заказ">
        <QuantityStepper value={10} onChange={() => {}} name="quantity" />
      </form>,
    );
    expect(new FormData(screen.getByRole('form', { name: 'Заказ' }) as HTMLFormElement).get('quantity')).toBe('10');
  });

  it('lets Enter go on to send its form, and keeps it to itself elsewhere', () => {
    render(
      <>
        <form aria-label="Заказ">
          <QuantityStepper value={1} onChange={() => {}} label="В форме" />
        </form>
        <QuantityStepper value={1} onChange={() => {}} label="Сама по себе" />
      </>,
    );
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: 'В форме' }), { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: 'Сама по себе' }), { key: 'Enter' })).toBe(false);
  });

  describe('with a commit delay', () => {
    it('commits a typed number once typing pauses, not at every keystroke', () => {
      vi.useFakeTimers();
      try {
        const onChange = vi.fn();
        render(<QuantityStepper value={1} onChange={onChange} commitDelay={350} />);
        const input = screen.getByRole('textbox', { name: 'Количество' });
        fireEvent.change(input, { target: { value: '2' } });
        act(() => vi.advanceTimersByTime(200));
        fireEvent.change(input, { target: { value: '25' } });
        act(() => vi.advanceTimersByTime(349));
        expect(onChange).not.toHaveBeenCalled();
        act(() => vi.advanceTimersByTime(1));
        expect(onChange.mock.calls).toEqual([[25]]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('commits at once on Enter and does not commit the same number again after the pause', () => {
      vi.useFakeTimers();
      try {
        const onChange = vi.fn();
        render(<QuantityStepper value={1} onChange={onChange} commitDelay={350} />);
        const input = screen.getByRole('textbox', { name: 'Количество' });
        fireEvent.change(input, { target: { value: '7' } });
        fireEvent.keyDown(input, { key: 'Enter' });
        expect(onChange.mock.calls).toEqual([[7]]);
        act(() => vi.advanceTimersByTime(1000));
        expect(onChange).toHaveBeenCalledTimes(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('waits for blur when the field is emptied', () => {
      vi.useFakeTimers();
      try {
        const onChange = vi.fn();
        render(<QuantityStepper value={5} onChange={onChange} commitDelay={350} />);
        const input = screen.getByRole('textbox', { name: 'Количество' });
        fireEvent.change(input, { target: { value: '' } });
        act(() => vi.advanceTimersByTime(1000));
        expect(onChange).not.toHaveBeenCalled();
        fireEvent.blur(input);
        expect(onChange.mock.calls).toEqual([[0]]);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
