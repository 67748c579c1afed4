import { type FocusEvent, type KeyboardEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SmartLink } from '~/components/smart-link';
import { useBasket } from '~/visitor/basket-store';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { useMediaQuery } from '~/ui/media/use-media-query';
import { HeaderActionIcon, withCount } from './header-action-count';

const loadMiniCart = () => import('./mini-cart');
/** Spec §2: the mini-cart opens on hover at desktop width (lg, 1024 px); phones and tablets follow the link. */
const desktopQuery = '(min-width: 1024px)';

/**
 * Runs `run` when the page changes. Rendered only while the mini-cart is open, so a closed one (and the header's
 * link) does not render again at every navigation.
 */
function OnPageChange({ run }: { run: () => void }) {
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) run();
  }, [pathname, run]);
  return null;
}

/**
 * The cart link with the number of lines and, at desktop width, the mini-cart on mouse hover or keyboard focus.
 * Touch never opens it: a tap follows the link. The mini-cart's code loads when the browser is idle or at the first hover.
 */
export function HeaderCart() {
  const basket = useBasket();
  const count = basket?.count ?? 0;
  const desktop = useMediaQuery(desktopQuery);
  const { Component: MiniCart, loadNow } = useDeferredComponent(loadMiniCart);
  const [open, setOpen] = useState(false);
  // Escape closes it and puts focus back on the link, which must not open it again at once.
  const dismissed = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  const show = () => {
    if (!desktop || dismissed.current) return;
    loadNow();
    setOpen(true);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    dismissed.current = false;
    show();
  };
  // A number being typed into a line keeps it open (closing would drop it); otherwise leaving closes it.
  const onPointerLeave = (event: PointerEvent) => {
    const typing = document.activeElement instanceof HTMLInputElement && event.currentTarget.contains(document.activeElement);
    if (event.pointerType === 'mouse' && !typing) setOpen(false);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    dismissed.current = false;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    dismissed.current = true;
    setOpen(false);
    link.current?.focus();
  };

  const shown = open && desktop && MiniCart;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the link inside is what keyboards reach
    <div className="header-cart" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onFocus={show} onBlur={onBlur} onKeyDown={onKeyDown}>
      <SmartLink
        ref={link}
        url="/basket/"
        className="header-action"
        aria-label={withCount('Корзина', count)}
        aria-controls={shown ? panelId : undefined}
        aria-expanded={desktop ? Boolean(shown) : undefined}
      >
        <HeaderActionIcon icon="cart" count={count} />
        <span className="header-action__label">Корзина</span>
      </SmartLink>
      {shown ? <MiniCart id={panelId} basket={basket} /> : null}
      {open ? <OnPageChange run={close} /> : null}
    </div>
  );
}
