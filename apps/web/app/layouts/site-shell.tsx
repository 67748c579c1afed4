import { type ReactNode, Suspense, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LinkDelegation } from '~/components/delegated-links';
import { SiteFooter } from '~/features/footer/site-footer';
import { HeaderMenuLinks } from '~/features/header/header-menu-links';
import { SiteHeader } from '~/features/header/site-header';
import { loadCategoryTree } from '~/features/mega-menu/category-tree';
import { MegaMenu, megaMenuId } from '~/features/mega-menu/mega-menu';
import { HeaderSearch } from '~/features/search/header-search';
import { siteName } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';

/** The menu's tree starts loading when the visitor reaches for the Каталог button, so it is usually there when the menu opens. */
function preloadCategoryTree() {
  loadCategoryTree().catch(() => undefined);
}

/**
 * The header and footer are memoised and get props that stay the same between pages (the root's data is not
 * reloaded on navigation), so a navigation renders only the page: the header's search box, links and menus cost
 * a click on a catalogue link a fifth of its render otherwise (bench/RESULTS.md, issue 11). Their links are plain
 * anchors of a LinkDelegation, as a router link renders again at every navigation however memoised its parent.
 */
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);

/** Header, navbar, catalogue menu and footer around a page: the chrome of the default, catalog, marketing and profile layouts. */
export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  const [catalogOpen, setCatalogOpen] = useState(false);
  const closeCatalog = useCallback(() => setCatalogOpen(false), []);
  const catalogButton = useRef<HTMLButtonElement>(null);
  // Escape, or a form asked for from the menu: the menu closes and its Каталог button holds focus (a form's dialog gives it back there).
  const closeCatalogToButton = useCallback(() => {
    catalogButton.current?.focus();
    setCatalogOpen(false);
  }, []);

  const toggleCatalog = useCallback(() => setCatalogOpen((open) => !open), []);
  const searchSlot = useMemo(() => (root.settings.header.searchEnabled ? <HeaderSearch /> : null), [root.settings.header.searchEnabled]);
  const menu = useMemo(
    () =>
      catalogOpen ? (
        <MegaMenu
          onClose={closeCatalog}
          onEscape={closeCatalogToButton}
          mobileExtra={<HeaderMenuLinks content={root.header} onFormOpen={closeCatalogToButton} />}
        />
      ) : null,
    [catalogOpen, closeCatalog, closeCatalogToButton, root.header],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the catalogue menu closes when the page changes
  useEffect(() => setCatalogOpen(false), [location.pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        Перейти к содержимому
      </a>
      <LinkDelegation>
        <Header
          settings={root.settings}
          content={root.header}
          brandName={siteName(root.settings)}
          catalogOpen={catalogOpen}
          catalogMenuId={megaMenuId}
          catalogButtonRef={catalogButton}
          onCatalogToggle={toggleCatalog}
          onCatalogIntent={preloadCategoryTree}
          user={root.user}
          searchSlot={searchSlot}
        >
          {menu}
        </Header>
      </LinkDelegation>
      <main id="main" className="page-main">
        {children}
      </main>
      {/* A Suspense boundary lets React hydrate the footer in a task of its own, after what the visitor sees first. */}
      <LinkDelegation>
        <Suspense>
          <Footer settings={root.settings} content={root.footer} brandName={siteName(root.settings)} fallbackSections={root.sections} year={root.year} />
        </Suspense>
      </LinkDelegation>
    </>
  );
}
