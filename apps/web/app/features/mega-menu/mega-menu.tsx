import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Spinner } from '~/ui/spinner/spinner';
import { useCategoryTree } from './category-tree';
import { MegaMenuDesktop } from './mega-menu-desktop';
import { MegaMenuMobile } from './mega-menu-mobile';
import './mega-menu.css';

export const megaMenuId = 'mega-menu';

interface MegaMenuProps {
  /** A link followed or the backdrop clicked. */
  onClose: () => void;
  /** Escape: the menu closes and gives focus back to what opened it. */
  onEscape: () => void;
  /** Under the top level of the mobile menu (the layout composes it): the navbar's links and forms a phone's header hides. */
  mobileExtra?: ReactNode;
}

/**
 * The catalogue menu the header's Каталог button opens. Both variants are in the panel and CSS shows the
 * one that fits; it renders only while open, so it costs nothing on the server, and its category tree is
 * loaded from the API when it is about to open rather than carried in every page.
 */
export function MegaMenu({ onClose, onEscape, mobileExtra }: MegaMenuProps) {
  const categories = useCategoryTree();
  const panel = useRef<HTMLElement>(null);
  // Below 1024 px the panel is fixed from the header's bottom edge down (mega-menu.css): it is measured before paint,
  // so the alert, the navbar and the Каталог button that closes the menu stay in view above it.
  useLayoutEffect(() => {
    const nav = panel.current;
    const header = nav?.closest('header');
    if (!nav || !header) return;
    const place = () => nav.style.setProperty('--header-bottom', `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEscape]);
  // The panel comes after the header's other controls in the page: focus moves into it once it has its items, so a
  // keyboard reaches the menu it opened with its next Tab, not six controls later.
  useEffect(() => {
    if (!categories) return;
    const first = [...(panel.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].find((item) => item.getClientRects().length > 0);
    first?.focus({ preventScroll: true });
  }, [categories]);

  return (
    <>
      <div className="mega-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <nav
        ref={panel}
        id={megaMenuId}
        className="mega-menu"
        aria-label="Меню каталога"
        onBlur={(event) => {
          // Tabbed out of it (not to the Каталог button that toggles it): the menu closes, so focus is never on
          // the page under its panel.
          const next = event.relatedTarget;
          if (next instanceof Element && !event.currentTarget.contains(next) && !next.closest(`[aria-controls="${megaMenuId}"]`)) onClose();
        }}
      >
        <div className="container mega-menu__inner">
          {categories ? (
            <>
              <MegaMenuDesktop categories={categories} onNavigate={onClose} />
              <MegaMenuMobile categories={categories} onNavigate={onClose} extra={mobileExtra} />
            </>
          ) : (
            <div className="mega-menu__loading">
              <h2 className="mega-mobile__title mega-mobile__title--top">Каталог</h2>
              <Spinner size="xs" />
            </div>
          )}
        </div>
      </nav>
    </>
  );
}
