import type { Camelize, LeadForm } from '@store/contracts';
import { Checkbox } from '~/ui/checkbox/checkbox';
import { CheckboxGroup } from '~/ui/checkbox/checkbox-group';
import { Field } from '~/ui/field/field';
import { FileBox } from '~/ui/file-box/file-box';
import { TextInput } from '~/ui/input/text-input';
import { phoneMask } from '~/ui/input/mask';
import { RadioGroup } from '~/ui/radio/radio-group';
import { Select } from '~/ui/select/select';
import { SelectorButtons } from '~/ui/selector-buttons/selector-buttons';
import { TextArea } from '~/ui/text-area/text-area';
import { Toggle } from '~/ui/toggle/toggle';

export type WebLeadForm = Camelize<LeadForm>;
export type LeadField = WebLeadForm['fields'][number];
export type LeadValue = string | string[] | boolean | File[];
export type LeadValues = Record<string, LeadValue>;

/** A field's empty value: what the form starts with. */
export function emptyValue(field: LeadField): LeadValue {
  if (field.type === 'file') return [];
  if (field.type === 'toggle' || (field.type === 'checkbox' && field.options.length === 0)) return false;
  if (field.type === 'checkbox') return [];
  return '';
}

interface LeadFormFieldsProps {
  form: WebLeadForm;
  values: LeadValues;
  errors: Record<string, string>;
  onChange: (name: string, value: LeadValue) => void;
  onBlur: (name: string) => void;
}

/** Every field of a lead form (spec §3 types), each with the design system's control for its type. */
export function LeadFormFields({ form, values, errors, onChange, onBlur }: LeadFormFieldsProps) {
  return (
    <div className="lead-form__fields">
      {form.fields.map((field) => (
        <LeadFormField
          key={field.name}
          field={field}
          value={values[field.name] ?? emptyValue(field)}
          error={errors[field.name] ?? null}
          onChange={(value) => onChange(field.name, value)}
          onBlur={() => onBlur(field.name)}
        />
      ))}
    </div>
  );
}

interface FieldProps {
  field: LeadField;
  value: LeadValue;
  error: string | null;
  onChange: (value: LeadValue) => void;
  onBlur: () => void;
}

function LeadFormField({ field, value, error, onChange, onBlur }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const label = field.label;
  switch (field.type) {
    case 'text':
      return (
        <Field label={label} error={error} required={field.required}>
          <TextInput
            name={field.name}
            value={text}
            placeholder={field.placeholder}
            onValueChange={(next) => onChange(next)}
            onBlur={onBlur}
            {...(field.validation === 'phone' && { mask: phoneMask, type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
            {...(field.validation === 'email' && { type: 'email', autoComplete: 'email' })}
            {...(field.validation === 'FIO' && { autoComplete: 'name' })}
          />
        </Field>
      );
    case 'textarea':
      return (
        <Field label={label} error={error} required={field.required}>
          <TextArea name={field.name} value={text} rows={3} placeholder={field.placeholder} onValueChange={(next) => onChange(next)} onBlur={onBlur} />
        </Field>
      );
    case 'select':
      return (
        <Field label={label} error={error} required={field.required}>
          <Select name={field.name} items={field.options} value={text || null} placeholder={field.placeholder || undefined} onChange={onChange} />
        </Field>
      );
    case 'radio':
      return (
        <Field error={error}>
          <RadioGroup legend={label} name={field.name} options={field.options} value={text || null} onChange={onChange} inline />
        </Field>
      );
    case 'buttons':
      return (
        <Field error={error}>
          <SelectorButtons label={label} options={field.options} value={text} onChange={onChange} allowOwn={field.ownOption} />
        </Field>
      );
    case 'checkbox':
      if (field.options.length > 0) {
        return (
          <CheckboxGroup
            legend={label}
            name={field.name}
            options={field.options}
            value={Array.isArray(value) ? (value as string[]) : []}
            onChange={onChange}
            error={error}
          />
        );
      }
      return (
        <Field error={error}>
          <Checkbox name={field.name} checked={value === true} onCheckedChange={onChange}>
            {label}
          </Checkbox>
        </Field>
      );
    case 'toggle':
      return (
        <Field error={error}>
          <Toggle checked={value === true} onCheckedChange={onChange}>
            {label}
          </Toggle>
        </Field>
      );
    case 'file':
      return (
        <FileBox
          variant={field.maxFiles > 1 ? 'big' : 'small'}
          label={label}
          value={Array.isArray(value) ? (value as File[]) : []}
          onChange={onChange}
          accept={field.accept.join(',')}
          maxFiles={field.maxFiles}
          error={error}
        />
      );
  }
}
