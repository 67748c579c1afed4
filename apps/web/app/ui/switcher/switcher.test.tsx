import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switcher } from './switcher';

const two = [
  { code: 'delivery', name: 'Доставка' },
  { code: 'pickup', name: 'Самовывоз' },
];

describe('Switcher', () => {
  it('chooses the clicked item', async () => {
    const onChange = vi.fn();
    render(<Switcher label="Способ получения" options={two} value="delivery" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Самовывоз' }));
    expect(onChange).toHaveBeenCalledWith('pickup');
  });

  it('with two items, clicking the active one switches to the other', async () => {
    const onChange = vi.fn();
    render(<Switcher label="Способ получения" options={two} value="delivery" onChange={onChange} />);
    const active = screen.getByRole('button', { name: 'Доставка' });
    expect(active.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(active);
    expect(onChange).toHaveBeenCalledWith('pickup');
  });

  it('with three items, clicking the active one does nothing', async () => {
    const onChange = vi.fn();
    render(<Switcher label="Вид" options={[...two, { code: 'x', name: 'Другое' }]} value="delivery" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Доставка' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
