import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

const options = [
  { code: 'courier', name: 'Курьер' },
  { code: 'pickup', name: 'Самовывоз' },
];

describe('RadioGroup', () => {
  it('emits the new choice', async () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="Доставка" options={options} value="courier" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Самовывоз' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('pickup');
  });

  it('emits nothing for the option already chosen', () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="Доставка" options={options} value="courier" onChange={onChange} />);
    // A change event on the checked radio (as some browsers fire on re-click) must not emit.
    fireEvent.click(screen.getByRole('radio', { name: 'Курьер' }));
    fireEvent.change(screen.getByRole('radio', { name: 'Курьер' }), { target: { checked: true } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
