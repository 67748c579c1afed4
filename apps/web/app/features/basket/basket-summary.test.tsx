import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BasketSummary } from './basket-summary';

/** The figure beside a label of the summary. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('BasketSummary', () => {
  it('shows the count of products, their cost, the discount and the total in roubles', () => {
    render(<BasketSummary basket={{ count: 3, price: 1_234_550, discount: 123_455, discountPrice: 1_111_095 }} />);
    expect(figure('Товаров')).toBe('3');
    expect(figure('Стоимость')).toBe('12\u00a0345,50\u00a0₽');
    expect(figure('Скидка')).toBe('−1\u00a0234,55\u00a0₽');
    expect(figure('Итого')).toBe('11\u00a0110,95\u00a0₽');
  });

  it('shows no discount as 0 ₽', () => {
    render(<BasketSummary basket={{ count: 1, price: 10_000, discount: 0, discountPrice: 10_000 }} />);
    expect(figure('Скидка')).toBe('0\u00a0₽');
    expect(figure('Итого')).toBe('100\u00a0₽');
  });
});
