import type { MouseEvent, ReactNode, Ref } from 'react';
import type { Camelize, Header, Settings } from '@store/contracts';
import { Icon } from '~/ui/icon/icon';
import { SmartLink } from '~/components/smart-link';
import { BasketAnnouncer } from '~/visitor/basket-announcer';
import { AlertBar } from './alert-bar';
import { HeaderCart } from './header-cart';
import { HeaderFavourites } from './header-favourites';
import { HeaderUser, type HeaderUserProps } from './header-user';
import { ModeToggle } from './mode-toggle';
import { Navbar } from './navbar';
import './header.css';

interface SiteHeaderProps {
  settings: Camelize<Settings>;
  content: Camelize<Header>;
  /** Alternative text of the logo. */
  brandName: string;
  catalogOpen: boolean;
  catalogMenuId: string;
  /** The Каталог button, which takes focus back when the menu closes as a form opens from it. */
  catalogButtonRef?: Ref<HTMLButtonElement>;
  onCatalogToggle: () => void;
  /** The visitor is about to press Каталог (pointer over it, focus, touch): the menu's data may start loading. */
  onCatalogIntent?: () => void;
  user: HeaderUserProps['user'];
  /** The header search (the search feature's), when settings turn it on; the layout composes it. */
  searchSlot?: ReactNode;
  /** The open catalogue menu, positioned under the header. */
  children?: ReactNode;
}

export function SiteHeader({
  settings,
  content,
  brandName,
  catalogOpen,
  catalogMenuId,
  catalogButtonRef,
  onCatalogToggle,
  onCatalogIntent,
  user,
  searchSlot,
  children,
}: SiteHeaderProps) {
  const { logos } = settings;

  // Spec §2: the logo scrolls to top; on another page it navigates home, which starts at the top anyway.
  // The address is read at the click, so the header does not render again on every navigation.
  const onLogoClick = (event: MouseEvent) => {
    if (window.location.pathname !== '/') return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <header className="site-header">
      {settings.header.alertEnabled && content.alert ? <AlertBar text={content.alert.text} form={content.alert.form} /> : null}
      <Navbar content={content} city={settings.cityChoiceEnabled ? settings.city : null} />
      <div className="site-header__main">
        <div className="container site-header__row">
          <SmartLink url="/" className="site-header__logo" onClick={onLogoClick}>
            <img src={logos.logo} alt={brandName} height={logos.logoHeight} width={Math.round(logos.logoHeight * 5.4)} className="site-header__logo-light" />
            <img
              src={logos.lightLogo}
              alt={brandName}
              height={logos.logoHeight}
              width={Math.round(logos.logoHeight * 5.4)}
              className="site-header__logo-dark"
              loading="lazy"
            />
          </SmartLink>
          {/* Before the page's script runs the button sends a plain form to the catalogue's page; then it opens the menu. */}
          <form action="/catalog/" className="site-header__catalog-form">
            <button
              ref={catalogButtonRef}
              type="submit"
              className="site-header__catalog"
              aria-expanded={catalogOpen}
              aria-controls={catalogOpen ? catalogMenuId : undefined}
              onClick={(event) => {
                event.preventDefault();
                onCatalogToggle();
              }}
              onPointerEnter={onCatalogIntent}
              onFocus={onCatalogIntent}
            >
              <Icon name={catalogOpen ? 'close' : 'menu'} />
              Каталог
            </button>
          </form>
          <div className="site-header__search">{searchSlot}</div>
          <nav className="site-header__actions" aria-label="Покупки и профиль">
            <ModeToggle />
            {settings.fav.enabled ? <HeaderFavourites /> : null}
            <HeaderCart />
            <HeaderUser user={user} />
          </nav>
          <BasketAnnouncer />
        </div>
        {children}
      </div>
    </header>
  );
}
