import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('has six rows by default', () => {
    render(<TextArea aria-label="Комментарий" value="" onValueChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Комментарий' }).getAttribute('rows')).toBe('6');
  });
});
