import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPhone, PhoneText } from './phone-text';

describe('PhoneText', () => {
  it('shows a Russian number as the mask does, anything else as it is, on one line', () => {
    expect(formatPhone('89161234567')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('+7 916 123 45 67')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('+44 20 7946 0000')).toBe('+44 20 7946 0000');
    const { container } = render(<PhoneText phone="89167654321" />);
    expect(container.innerHTML).toBe('<span class="phone-text">+7 (916) 765-43-21</span>');
  });
});
