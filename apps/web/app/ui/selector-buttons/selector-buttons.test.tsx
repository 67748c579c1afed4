import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectorButtons } from './selector-buttons';

function Harness() {
  const [value, setValue] = useState('m8');
  return (
    <>
      <SelectorButtons
        label="Диаметр"
        options={[
          { code: 'm8', name: 'М8' },
          { code: 'm10', name: 'М10' },
        ]}
        value={value}
        onChange={setValue}
        allowOwn
      />
      <p>Выбрано: {value}</p>
    </>
  );
}

describe('SelectorButtons', () => {
  it('marks the chosen option and switches to another', async () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'М8' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'М10' }));
    expect(screen.getByText('Выбрано: m10')).toBeTruthy();
  });

  it("'Свой вариант' opens a field 'Введите свой вариант' whose text becomes the value", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Свой вариант' }));
    const own = screen.getByPlaceholderText('Введите свой вариант');
    await userEvent.type(own, 'М14');
    expect(screen.getByText('Выбрано: М14')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'М8' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'М8' }));
    expect(screen.queryByPlaceholderText('Введите свой вариант')).toBeNull();
  });
});
