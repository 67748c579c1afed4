import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

describe('Accordion', () => {
  it('opens and closes a section from its button, one at a time', async () => {
    render(
      <Accordion
        sections={[
          { id: 'a', title: 'Оплата', content: 'Счёт для юрлиц' },
          { id: 'b', title: 'Доставка', content: 'Курьер и ТК' },
        ]}
      />,
    );
    const pay = screen.getByRole('button', { name: 'Оплата' });
    expect(pay.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(pay);
    expect(screen.getByText('Счёт для юрлиц')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Доставка' }));
    expect(pay.getAttribute('aria-expanded')).toBe('false');
  });
});
