import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../button/button';
import { useFieldControl } from '../field/field-context';
import { Spinner } from '../spinner/spinner';
import { type DayRange, emptyRange, fromIso, isComplete, nextRange, presetRange, presets } from './date-range';
import { type DatePickerValue, dayToIso, formatValue } from './iso-days';
import { TimeField } from './date-time-fields';
import { DatePickerFace, triggerClassName, useFaceDescription } from './date-picker-face';
import './date-picker.css';

export type { DatePickerValue } from './iso-days';

/** The calendar (react-aria's, ~100 KB) loads when a picker first opens, so pages with a picker stay light. */
const DateCalendar = lazy(() => import('./date-calendar').then((module) => ({ default: module.DateCalendar })));

type DatePickerProps = {
  value: DatePickerValue;
  onChange: (value: DatePickerValue) => void;
  /** Period mode picks a range (with presets); otherwise one day, stored as the start. */
  period?: boolean;
  /** Shows HH:mm fields and a 'Выбрать' button that confirms the choice. */
  withTime?: boolean;
  /** ISO date-time; earlier days cannot be chosen. */
  minDate?: string;
  /** ISO date-time; later days cannot be chosen. */
  maxDate?: string;
  /** Days within the bounds that cannot be chosen either ('YYYY-MM-DD' in: weekends for a weekday service). */
  unavailable?: (day: string) => boolean;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  'aria-label'?: string;
  /** Opens at once (the deferred stand-in was clicked before this module arrived). */
  defaultOpen?: boolean;
};

/**
 * Calendar date picker, 280 px wide (spec §4, §5, §9). Without times it closes after a full range,
 * or after any choice in single mode; with times the choice is confirmed with 'Выбрать'.
 */
export function DatePicker({
  value,
  onChange,
  period = false,
  withTime = false,
  minDate,
  maxDate,
  unavailable,
  placeholder,
  disabled,
  invalid,
  defaultOpen,
  ...rest
}: DatePickerProps) {
  const control = useFieldControl(rest);
  const { faceId, describedBy } = useFaceDescription(control['aria-describedby']);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DayRange>(emptyRange);
  const [times, setTimes] = useState<[string, string]>(['00:00', '23:59']);
  const [focused, setFocused] = useState<CalendarDate>(() => today(getLocalTimeZone()));
  const minValue = fromIso(minDate ?? null)?.day;
  const maxValue = fromIso(maxDate ?? null)?.day;

  const openPicker = (next: boolean) => {
    if (next) {
      const start = fromIso(value[0]);
      const end = period ? fromIso(value[1]) : null;
      setDraft({ start: start?.day ?? null, end: end?.day ?? null });
      setTimes([start?.time ?? '00:00', end?.time ?? '23:59']);
      setFocused(start?.day ?? today(getLocalTimeZone()));
    }
    setOpen(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, on mount
  useEffect(() => {
    if (defaultOpen) openPicker(true);
  }, []);

  const commit = (range: DayRange) => {
    if (!range.start) return;
    onChange([dayToIso(range.start, withTime ? times[0] : '00:00'), period && range.end ? dayToIso(range.end, withTime ? times[1] : '23:59') : null]);
    setOpen(false);
  };

  const choose = (range: DayRange) => {
    setDraft(range);
    if (!withTime && isComplete(range, period)) commit(range);
  };

  const text = formatValue(value, { period, withTime });
  const isInvalid = invalid || control['aria-invalid'];

  return (
    <Popover.Root open={open} onOpenChange={openPicker}>
      <Popover.Trigger
        {...control}
        aria-describedby={describedBy}
        disabled={disabled}
        aria-invalid={isInvalid || undefined}
        className={triggerClassName(text, isInvalid)}
      >
        <DatePickerFace id={faceId} text={text} placeholder={placeholder} period={period} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="ui-popover ui-date-picker"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={period ? 'Выбор периода' : 'Выбор даты'}
        >
          {period ? (
            <div className="ui-date-picker__presets" role="group" aria-label="Быстрый выбор">
              {presets.map((preset) => (
                <button
                  key={preset.code}
                  type="button"
                  className="ui-date-picker__preset"
                  onClick={() => choose(presetRange(preset.code, today(getLocalTimeZone())))}
                >
                  {preset.name}
                </button>
              ))}
            </div>
          ) : null}
          <Suspense fallback={<Spinner label="Загружаем календарь" />}>
            <DateCalendar
              range={draft}
              period={period}
              minValue={minValue}
              maxValue={maxValue}
              unavailable={unavailable}
              focused={focused}
              onFocusChange={setFocused}
              onPick={(day) => choose(period ? nextRange(draft, day) : { start: day, end: null })}
            />
          </Suspense>
          {withTime ? (
            <div className="ui-date-picker__footer">
              <div className="ui-date-picker__times">
                <TimeField label={period ? 'С' : 'Время'} time={times[0]} onTime={(time) => setTimes(([, end]) => [time, end])} />
                {period ? <TimeField label="По" time={times[1]} onTime={(time) => setTimes(([start]) => [start, time])} /> : null}
              </div>
              <Button size="sm" disabled={!isComplete(draft, period)} onClick={() => commit(draft)}>
                Выбрать
              </Button>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
