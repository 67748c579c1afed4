import { type Rule, type ValidationPreset, firstError, validationPresets } from '@store/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs a field's rules at the moments its preset names (spec §5: on blur and model update; none;
 * blur only; default = on blur, then on every change once blurred). `validate()` is for submit.
 */
export function useFieldValidation<T>(value: T, rules: readonly Rule<T>[], preset: ValidationPreset = 'default') {
  const timing = validationPresets[preset];
  const [error, setError] = useState<string | null>(null);
  const [blurred, setBlurred] = useState(false);
  const latest = useRef({ value, rules });
  latest.current = { value, rules };
  const first = useRef(true);

  const validate = useCallback(() => {
    const message = firstError(latest.current.value, latest.current.rules);
    setError(message);
    return message === null;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the value re-validates here; blur is handled below
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (timing.onChange === 'always' || (timing.onChange === 'afterBlur' && blurred)) validate();
    // Only a change of the value re-validates here; blur is handled below.
  }, [value]);

  const onBlur = useCallback(() => {
    setBlurred(true);
    if (timing.onBlur) validate();
  }, [timing.onBlur, validate]);

  return {
    error,
    onBlur,
    validate,
    reset: () => {
      setError(null);
      setBlurred(false);
    },
  };
}
