import type { ReactNode } from 'react';
import './badge.css';

export type BadgeSize = 'small' | 'large';
/** standard: the neutral label; kubx: the brand's filled accent label (secondary colour). */
export type BadgeVariant = 'standard' | 'kubx';
export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

type BadgeProps = {
  size?: BadgeSize;
  variant?: BadgeVariant;
  /** Colour of the standard variant. */
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
};

export function Badge({ size = 'small', variant = 'standard', tone = 'neutral', children, className }: BadgeProps) {
  const classes = ['ui-badge', `ui-badge--${size}`, `ui-badge--${variant}`, variant === 'standard' && `ui-badge--${tone}`, className].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}
