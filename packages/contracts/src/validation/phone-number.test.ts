import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, parsePhone, phoneMask } from './phone-number.ts';

describe('parsePhone', () => {
  it('reads a number without country code as Russian', () => {
    expect(parsePhone('999 123-45-67')?.number).toBe('+79991234567');
  });

  it('gives null for invalid numbers and letters', () => {
    expect(parsePhone('+7 999 123')).toBeNull();
    expect(parsePhone('+7 999 123 45 6a')).toBeNull();
    // libphonenumber alone would read an extension ('доб. 12') and drop it silently
    expect(parsePhone('+7 999 123 45 67 доб. 12')).toBeNull();
  });
});

describe('normalizePhone', () => {
  it('stores a Russian number with a leading 8, however it was typed', () => {
    for (const text of ['+7 (999) 123-45-67', '8 999 123 45 67', '89991234567', '9991234567', ' +79991234567 ']) {
      expect(normalizePhone(text)).toBe('89991234567');
    }
  });

  it('keeps a foreign number international', () => {
    expect(normalizePhone('+375 29 123-45-67')).toBe('+375291234567');
  });

  it('gives null for what is not a valid phone', () => {
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('позвоните мне')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows a Russian number in the spec mask', () => {
    expect(phoneMask).toBe('+7 (###) ###-##-##');
    expect(formatPhone('89991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('+7 495 1234567')).toBe('+7 (495) 123-45-67');
  });

  it('shows a foreign number in international form and anything else as given', () => {
    expect(formatPhone('+375291234567')).toBe('+375 29 123 45 67');
    expect(formatPhone('12345')).toBe('12345');
  });
});
