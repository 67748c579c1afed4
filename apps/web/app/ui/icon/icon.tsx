import type { SVGProps } from 'react';
import type { IconName } from './icon-paths';
import spriteUrl from './sprite.svg?url';
import './icon.css';

export type { IconName };

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  name: IconName;
  /** Pixel size of the square; defaults to 20. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
};

/**
 * One glyph of the external sprite (a hashed, cached file: no path data in the page's JavaScript). Its stroke is
 * styled by icon.css, not by attributes: a listing page draws ~50 icons, and five attributes each were ~4 KB of
 * every rendered page.
 */
export function Icon({ name, size = 20, label, className, ...rest }: IconProps) {
  return (
    <svg
      className={className ? `ui-icon ${className}` : 'ui-icon'}
      width={size}
      height={size}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
