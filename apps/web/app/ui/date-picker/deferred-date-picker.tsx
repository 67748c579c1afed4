import { type ComponentProps, useState } from 'react';
import { useFieldControl } from '../field/field-context';
import { useDeferredComponent } from '../deferred/use-deferred-component';
import { DatePickerFace, triggerClassName, useFaceDescription } from './date-picker-face';
import { formatValue } from './iso-days';

type DatePickerProps = ComponentProps<typeof import('./date-picker').DatePicker>;

const loadDatePicker = () => import('./date-picker').then((module) => ({ default: module.DatePicker }));

/**
 * The date picker for pages that should not carry its popover in their first load (decision 0003): until the
 * picker's module arrives (when the browser is idle, or at once on the first touch), a button of the same look shows
 * the value; a click on it (or Enter) opens the picker as soon as it is there.
 */
export function DeferredDatePicker(props: DatePickerProps) {
  const { Component: Picker, loadNow } = useDeferredComponent(loadDatePicker);
  const [clicked, setClicked] = useState(false);
  const { value, period = false, withTime = false, placeholder, disabled, invalid } = props;
  const control = useFieldControl({ id: props.id, 'aria-label': props['aria-label'] });
  const { faceId, describedBy } = useFaceDescription(control['aria-describedby']);
  if (Picker) return <Picker {...props} defaultOpen={props.defaultOpen || clicked} />;
  const text = formatValue(value, { period, withTime });
  const isInvalid = invalid || control['aria-invalid'];
  return (
    <button
      type="button"
      {...control}
      aria-describedby={describedBy}
      disabled={disabled}
      aria-invalid={isInvalid || undefined}
      aria-haspopup="dialog"
      className={triggerClassName(text, isInvalid)}
      onPointerEnter={loadNow}
      onClick={() => {
        setClicked(true);
        loadNow();
      }}
    >
      <DatePickerFace id={faceId} text={text} placeholder={placeholder} period={period} />
    </button>
  );
}
