import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Spinner } from '~/ui/spinner/spinner';
import { useCategoryTree } from './category-tree';
import { MegaMenuDesktop } from './mega-menu-desktop';
import { MegaMenuMobile } from './mega-menu-mobile';
import './mega-menu.css';

export const megaMenuId = 'mega-menu';

interface MegaMenuProps {
  onClose: () => void;
  /** Under the top level of the mobile menu (the layout composes it): the navbar's links and forms a phone's header hides. */
  mobileExtra?: ReactNode;
}

/**
 * The catalogue menu the header's Каталог button opens. Both variants are in the panel and CSS shows the
 * one that fits; it renders only while open, so it costs nothing on the server, and its category tree is
 * loaded from the API when it is about to open rather than carried in every page.
 */
export function MegaMenu({ onClose, mobileExtra }: MegaMenuProps) {
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
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <div className="mega-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <nav ref={panel} id={megaMenuId} className="mega-menu" aria-label="Меню каталога">
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
