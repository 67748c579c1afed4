import { useEffect } from 'react';
import type { MenuCategory } from '@store/contracts';
import { MegaMenuDesktop } from './mega-menu-desktop';
import { MegaMenuMobile } from './mega-menu-mobile';
import './mega-menu.css';

export const megaMenuId = 'mega-menu';

/**
 * The catalogue menu the header's Каталог button opens. Both variants are in the panel and CSS shows the
 * one that fits; it renders only while open, so it costs nothing on the server.
 */
export function MegaMenu({ categories, onClose }: { categories: MenuCategory[]; onClose: () => void }) {
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
          <MegaMenuDesktop categories={categories} onNavigate={onClose} />
          <MegaMenuMobile categories={categories} onNavigate={onClose} />
        </div>
      </nav>
    </>
  );
}
