import { type ReactNode, useEffect } from 'react';
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
      <nav id={megaMenuId} className="mega-menu" aria-label="Меню каталога">
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
