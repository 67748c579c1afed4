import { createContext, useContext } from 'react';

/** What a control inside <Field> needs to be labelled and described. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export const FieldContext = createContext<FieldControlProps | null>(null);

/** The control's id and aria wiring from the surrounding <Field>, with the control's own props winning. */
export function useFieldControl<P extends { id?: string }>(own: P): P & Partial<FieldControlProps> {
  const field = useContext(FieldContext);
  if (!field) return own;
  return { ...field, ...own, id: own.id ?? field.id };
}
