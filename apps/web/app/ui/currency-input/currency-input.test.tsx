import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatCurrencyTyping } from './currency';
import { CurrencyInput } from './currency-input';

describe('currency formatting', () => {
  it('groups thousands with commas behind a $ prefix', () => {
    expect(formatCurrencyTyping('1234567')).toEqual({ text: '$1,234,567', value: 1234567 });
  });

  it('keeps one decimal point and at most two decimals', () => {
    expect(formatCurrencyTyping('12.3.456')).toEqual({ text: '$12.34', value: 12.34 });
  });

  it('cannot go below zero: a minus is dropped', () => {
    expect(formatCurrencyTyping('-50')).toEqual({ text: '$50', value: 50 });
    expect(formatCurrency(-3)).toBe('$0.00');
  });

  it('settles to two decimals', () => {
    expect(formatCurrency(1500)).toBe('$1,500.00');
    expect(formatCurrency(null)).toBe('');
  });
});

describe('CurrencyInput', () => {
  it('formats while typing and pads decimals on blur', async () => {
    function Harness() {
      const [value, setValue] = useState<number | null>(null);
      return <CurrencyInput aria-label="Сумма" value={value} onValueChange={setValue} />;
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Сумма' }) as HTMLInputElement;
    await userEvent.type(input, '12345.5');
    expect(input.value).toBe('$12,345.5');
    await userEvent.tab();
    expect(input.value).toBe('$12,345.50');
  });
});
