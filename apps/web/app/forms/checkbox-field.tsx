import type { ReactNode } from 'react';
import { Checkbox } from '~/ui/checkbox/checkbox';
import { Field } from '~/ui/field/field';
import type { FieldControl } from './use-schema-form';

/** A schema form's box: its value 'on' when ticked and '' when not (a posted form sends nothing then). */
export function CheckboxField({ control, hint, required, children }: { control: FieldControl; hint?: string; required?: boolean; children: ReactNode }) {
  return (
    <Field hint={hint} error={control.error} required={required}>
      <Checkbox name={control.name} checked={control.value === 'on'} onCheckedChange={(checked) => control.onValueChange(checked ? 'on' : '')}>
        {children}
      </Checkbox>
    </Field>
  );
}
