/**
 * When a form field runs its rules (spec §5 "field validation presets"). Submitting always
 * validates every field; a preset only adds checks while the buyer is filling the form in.
 */
export type ValidationTiming = {
  /** when the field loses focus */
  onBlur: boolean;
  /** on every change of the value: never, always, or only once the field has lost focus once */
  onChange: 'never' | 'always' | 'afterBlur';
};

export const validationPresets = {
  blurAndChange: { onBlur: true, onChange: 'always' },
  none: { onBlur: false, onChange: 'never' },
  blurOnly: { onBlur: true, onChange: 'never' },
  default: { onBlur: true, onChange: 'afterBlur' },
} as const satisfies Record<string, ValidationTiming>;

export type ValidationPreset = keyof typeof validationPresets;
