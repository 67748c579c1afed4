import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './toggle.css';

type ToggleProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'children'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children?: ReactNode;
};

/** An on/off switch (role="switch"); the label sits beside it and names it. */
export function Toggle({ checked, onCheckedChange, children, className, ...rest }: ToggleProps) {
  return (
    <label className={['ui-toggle', rest.disabled && 'ui-toggle--disabled', className].filter(Boolean).join(' ')}>
      <button {...rest} type="button" role="switch" aria-checked={checked} className="ui-toggle__track" onClick={() => onCheckedChange(!checked)}>
        <span className="ui-toggle__thumb" />
      </button>
      {children ? <span className="ui-toggle__label">{children}</span> : null}
    </label>
  );
}
