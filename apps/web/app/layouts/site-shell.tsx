import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
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

/** Header, navbar, catalogue menu and footer around a page: the chrome of the default, catalog, marketing and profile layouts. */
export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  const [catalogOpen, setCatalogOpen] = useState(false);
  const closeCatalog = useCallback(() => setCatalogOpen(false), []);
  const catalogButton = useRef<HTMLButtonElement>(null);
  // A form asked for from the menu: the menu closes and its Каталог button holds focus, so the form's dialog gives focus back to it.
  const closeCatalogForForm = useCallback(() => {
    catalogButton.current?.focus();
    setCatalogOpen(false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the catalogue menu closes when the page changes
  useEffect(() => setCatalogOpen(false), [location.pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        Перейти к содержимому
      </a>
      <SiteHeader
        settings={root.settings}
        content={root.header}
        brandName={siteName(root.settings)}
        catalogOpen={catalogOpen}
        catalogMenuId={megaMenuId}
        catalogButtonRef={catalogButton}
        onCatalogToggle={() => setCatalogOpen((open) => !open)}
        onCatalogIntent={preloadCategoryTree}
        user={root.user}
        searchSlot={root.settings.header.searchEnabled ? <HeaderSearch /> : null}
      >
        {catalogOpen ? <MegaMenu onClose={closeCatalog} mobileExtra={<HeaderMenuLinks content={root.header} onFormOpen={closeCatalogForForm} />} /> : null}
      </SiteHeader>
      <main id="main" className="page-main">
        {children}
      </main>
      {/* A Suspense boundary lets React hydrate the footer in a task of its own, after what the visitor sees first. */}
      <Suspense>
        <SiteFooter settings={root.settings} content={root.footer} brandName={siteName(root.settings)} fallbackSections={root.sections} year={root.year} />
      </Suspense>
    </>
  );
}
