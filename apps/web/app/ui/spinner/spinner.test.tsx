import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it.each([
    ['xs', 30],
    ['sm', 50],
    ['default', 75],
    ['lg', 100],
  ] as const)('size %s is %i px', (size, px) => {
    render(<Spinner size={size} />);
    expect(screen.getByRole('status').style.width).toBe(`${px}px`);
  });

  it('defaults to 75 px and announces loading', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.style.height).toBe('75px');
    expect(status).toHaveProperty('textContent', 'Загрузка');
  });
});
