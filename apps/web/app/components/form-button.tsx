import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '~/ui/button/button';
import type { IconName } from '~/ui/icon/icon';
import './form-button.css';

/**
 * A button that works before scripts run: a plain form (GET opens the page's own form for it, POST goes to the
 * route's action); once hydrated, a click does `onClick` in the page instead (a dialog, an API call).
 */
export function FormButton({
  method,
  fields,
  onClick,
  ...button
}: {
  method: 'get' | 'post';
  /** The first is the submit button's own name and value, the rest go as hidden fields. */
  fields: Record<string, string | number>;
  onClick: () => void;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  iconStart?: IconName;
  disabled?: boolean;
}) {
  const [submitName, submitValue] = Object.entries(fields)[0]!;
  return (
    <form method={method} className="form-button">
      {Object.entries(fields)
        .slice(1)
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <Button
        {...button}
        type="submit"
        name={submitName}
        value={submitValue}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onClick();
        }}
      />
    </form>
  );
}
