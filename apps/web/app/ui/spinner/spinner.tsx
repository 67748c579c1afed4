import './spinner.css';

/** Spec §2: xs 30, sm 50, default 75, lg 100 px. */
export const spinnerSizes = { xs: 30, sm: 50, default: 75, lg: 100 } as const;
export type SpinnerSize = keyof typeof spinnerSizes;

type SpinnerProps = {
  size?: SpinnerSize;
  /** Read by screen readers; pass null inside a control that already says it is busy. */
  label?: string | null;
  className?: string;
};

export function Spinner({ size = 'default', label = 'Загрузка', className }: SpinnerProps) {
  const px = spinnerSizes[size];
  const classes = ['ui-spinner', className].filter(Boolean).join(' ');
  return (
    <span className={classes} role={label ? 'status' : undefined} style={{ width: px, height: px }}>
      <svg viewBox="0 0 50 50" width={px} height={px} aria-hidden="true" focusable="false">
        <circle className="ui-spinner__track" cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
        <circle className="ui-spinner__arc" cx="25" cy="25" r="20" fill="none" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {label ? <span className="ui-visually-hidden">{label}</span> : null}
    </span>
  );
}
