import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BasketList } from './basket-list';
import type { MultiBasketView } from '~/visitor/basket-store';

const colors = ['primary', 'secondary', 'blue', 'orange', 'teal', 'indigo', 'green', 'yellow'] as const;
const baskets = (count: number): MultiBasketView[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: index === 0 ? 'Основная корзина' : `Объект ${index}`,
    description: '',
    count: index,
    price: index * 150_000,
    isMain: index === 0,
    isActive: index === 1,
    color: colors[index]!,
  }));

describe('BasketList (the body of «Все корзины»)', () => {
  it('lists every basket with its count and sum, the active one marked', () => {
    render(<BasketList baskets={baskets(3)} onChoose={() => {}} onCreate={() => {}} />);
    const items = screen.getAllByRole('button', { name: /Основная корзина|Объект/ });
    expect(items.map((item) => item.textContent)).toEqual([
      'Основная корзина0 товаров · 0\u00a0₽',
      'Объект 11 товар · 1\u00a0500\u00a0₽, активная',
      'Объект 22 товара · 3\u00a0000\u00a0₽',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('makes another basket active, and leaves the active one be', async () => {
    const onChoose = vi.fn();
    render(<BasketList baskets={baskets(3)} onChoose={onChoose} onCreate={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /Объект 1/ }));
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Объект 2/ }));
    expect(onChoose).toHaveBeenCalledWith(3);
  });

  it('offers «Создать корзину» below 8 baskets and hides it at 8 (spec §5)', async () => {
    const onCreate = vi.fn();
    const { rerender } = render(<BasketList baskets={baskets(7)} onChoose={() => {}} onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Создать корзину' }));
    expect(onCreate).toHaveBeenCalledOnce();
    rerender(<BasketList baskets={baskets(8)} onChoose={() => {}} onCreate={onCreate} />);
    expect(screen.queryByRole('button', { name: 'Создать корзину' })).toBeNull();
  });
});
