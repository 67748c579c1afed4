import { describe, expect, it } from 'vitest';
import { validationPresets } from './presets.ts';

describe('validationPresets', () => {
  it('describes the four presets of spec §5', () => {
    expect(validationPresets).toEqual({
      blurAndChange: { onBlur: true, onChange: 'always' },
      none: { onBlur: false, onChange: 'never' },
      blurOnly: { onBlur: true, onChange: 'never' },
      default: { onBlur: true, onChange: 'afterBlur' },
    });
  });
});
