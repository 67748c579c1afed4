import { useState } from 'react';
import { TextInput } from '../input/text-input';
import { parseTime } from './date-range';

type TimeFieldProps = { label: string; time: string; onTime: (time: string) => void };

/** One HH:mm box: the time is applied once four digits are typed (spec §5); half-typed text is kept locally. */
export function TimeField({ label, time, onTime }: TimeFieldProps) {
  const [text, setText] = useState(time);
  return (
    <label className="ui-date-picker__time">
      <span>{label}</span>
      <TextInput
        value={text}
        mask="##:##"
        inputMode="numeric"
        placeholder="ЧЧ:ММ"
        aria-label={`${label}, часы и минуты`}
        onValueChange={(next) => {
          setText(next);
          const parsed = parseTime(next);
          if (parsed) onTime(parsed);
        }}
        onBlur={() => setText(time)}
      />
    </label>
  );
}
