import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link, type To } from 'react-router';
import { Icon, type IconName } from '../icon/icon';
import './button.css';

export type ButtonSize = 'xs' | 'sm' | 'base' | 'l' | 'xl';
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';

type CommonProps = {
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and swallows clicks (the button stays focusable). */
  loading?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
  /** Square button holding only an icon: pass `aria-label`. */
  iconOnly?: boolean;
  block?: boolean;
  /** A long label wraps onto a second line instead of widening its row (the narrowest phones). */
  wrap?: boolean;
  children?: ReactNode;
  className?: string;
};

type AsButton = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined; href?: undefined; ref?: Ref<HTMLButtonElement> };
type AsRouterLink = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; href?: undefined; replace?: boolean; ref?: Ref<HTMLAnchorElement> };
type AsAnchor = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: undefined; ref?: Ref<HTMLAnchorElement> };

export type ButtonProps = AsButton | AsRouterLink | AsAnchor;

const iconPx: Record<ButtonSize, number> = { xs: 14, sm: 16, base: 18, l: 20, xl: 22 };

export function buttonClassName({
  size = 'base',
  variant = 'primary',
  block,
  wrap,
  iconOnly,
  className,
}: Pick<CommonProps, 'size' | 'variant' | 'block' | 'wrap' | 'iconOnly' | 'className'>) {
  return [
    'ui-button',
    `ui-button--${size}`,
    `ui-button--${variant}`,
    block && 'ui-button--block',
    wrap && 'ui-button--wrap',
    iconOnly && 'ui-button--icon-only',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The one button of the store; renders a router link with `to`, a plain link with `href`. */
export function Button(props: ButtonProps) {
  const { size = 'base', variant, loading = false, iconStart, iconEnd, iconOnly, block, wrap, children, className, ...rest } = props;
  const classes = buttonClassName({ size, variant, block, wrap, iconOnly, className });
  const content = (
    <>
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : iconStart ? <Icon name={iconStart} size={iconPx[size]} /> : null}
      {children === undefined ? null : <span className="ui-button__label">{children}</span>}
      {iconEnd ? <Icon name={iconEnd} size={iconPx[size]} /> : null}
    </>
  );
  const blockWhileLoading = (event: MouseEvent) => {
    if (loading) event.preventDefault();
  };

  if ('to' in rest && rest.to !== undefined) {
    const { onClick, ...link } = rest as AsRouterLink;
    return (
      <Link
        {...link}
        className={classes}
        aria-busy={loading || undefined}
        onClick={(e) => {
          blockWhileLoading(e);
          if (!loading) onClick?.(e);
        }}
      >
        {content}
      </Link>
    );
  }
  if ('href' in rest && rest.href !== undefined) {
    const { onClick, ...anchor } = rest as AsAnchor;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a link (its href comes in `anchor`): Enter follows it
      <a
        {...anchor}
        className={classes}
        aria-busy={loading || undefined}
        onClick={(e) => {
          blockWhileLoading(e);
          if (!loading) onClick?.(e);
        }}
      >
        {content}
      </a>
    );
  }
  const { onClick, type = 'button', ...button } = rest as AsButton;
  return (
    <button
      {...button}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || button['aria-disabled'] || undefined}
      onClick={(e) => {
        blockWhileLoading(e);
        if (!loading) onClick?.(e);
      }}
    >
      {content}
    </button>
  );
}
