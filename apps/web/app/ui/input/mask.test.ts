import { describe, expect, it } from 'vitest';
import { applyMask, caretAfterMask, phoneMask } from './mask';

describe('applyMask', () => {
  it('# takes digits only', () => {
    expect(applyMask('12a34', '##-##').masked).toBe('12-34');
  });

  it('@ takes letters only, Latin and Cyrillic', () => {
    expect(applyMask('a1Б2в', '@@@').masked).toBe('aБв');
  });

  it('* takes letters and digits, not punctuation', () => {
    expect(applyMask('a-1_Ж', '***').masked).toBe('a1Ж');
  });

  it('formats a phone as +7 (###) ###-##-## and says when it is complete', () => {
    expect(applyMask('916123', phoneMask)).toEqual({ masked: '+7 (916) 123', unmasked: '916123', completed: false });
    expect(applyMask('9161234567', phoneMask)).toEqual({ masked: '+7 (916) 123-45-67', unmasked: '9161234567', completed: true });
  });

  it('drops the country code of a pasted 8… or +7… number', () => {
    expect(applyMask('8 (916) 123-45-67', phoneMask).masked).toBe('+7 (916) 123-45-67');
    expect(applyMask('+79161234567', phoneMask).masked).toBe('+7 (916) 123-45-67');
  });

  it('cuts what does not fit', () => {
    expect(applyMask('123456', '###').masked).toBe('123');
  });
});

describe('caretAfterMask', () => {
  it('keeps the caret after the same number of digits', () => {
    // typed "5" after "91" in "+7 (91" → raw "+7 (915"; the caret was after 4 significant chars (7, 9, 1, 5)
    expect(caretAfterMask('+7 (915', 7, '+7 (915')).toBe(7);
    expect(caretAfterMask('12345', 2, '12-34-5')).toBe(2);
    expect(caretAfterMask('12345', 3, '12-34-5')).toBe(4);
  });
});
