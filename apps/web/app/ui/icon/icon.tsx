import type { SVGProps } from 'react';
import type { IconName } from './icon-paths';
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
 * The one icon component: a glyph of the document's sprite (icon-sprite.tsx, in every page), so no path data sits in
 * the page's JavaScript. Its stroke is styled by icon.css, not by attributes: a listing page draws ~50 icons, and five
 * attributes each were ~4 KB of every rendered page.
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
      <use href={`#icon-${name}`} />
    </svg>
  );
}
