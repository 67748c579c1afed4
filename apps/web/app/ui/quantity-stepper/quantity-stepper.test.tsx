import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
});
