import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromoCodeField } from './promo-code-field';

const applied = { code: 'KREP10', description: 'Скидка 10 % на весь заказ', applied: true, discount: 12_345, error: null };

describe('PromoCodeField', () => {
  it('applies the typed code and shows the refusal under the field', async () => {
    const onApply = vi.fn().mockResolvedValue({ success: false, error: 'Срок действия промокода истёк' });
    render(<PromoCodeField info={null} onApply={onApply} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Промокод'), ' OLD2025 ');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledWith('OLD2025');
    expect((await screen.findByRole('alert')).textContent).toBe('Срок действия промокода истёк');
    expect(screen.getByLabelText('Промокод').getAttribute('aria-invalid')).toBe('true');
    // Typing again clears the refusal.
    await userEvent.type(screen.getByLabelText('Промокод'), 'X');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a code before sending an empty one', async () => {
    const onApply = vi.fn();
    render(<PromoCodeField info={null} onApply={onApply} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(screen.getByRole('alert').textContent).toBe('Обязательное поле');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows the applied code with its discount, and cancels it', async () => {
    const onCancel = vi.fn().mockResolvedValue(undefined);
    render(<PromoCodeField info={applied} onApply={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByText('KREP10').parentElement?.textContent).toBe('Промокод KREP10: скидка 123,45\u00a0₽');
    expect(screen.queryByLabelText('Промокод')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Отменить промокод KREP10' }));
    expect(onCancel).toHaveBeenCalledWith('KREP10');
  });

  it('says why a code on the basket gives nothing now', () => {
    render(
      <PromoCodeField
        info={{ ...applied, applied: false, discount: 0, error: 'Промокод действует на заказ от 50 000 ₽' }}
        onApply={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Промокод действует на заказ от 50 000 ₽');
    expect(screen.getByText('KREP10').parentElement?.textContent).toBe('Промокод KREP10');
  });
});
