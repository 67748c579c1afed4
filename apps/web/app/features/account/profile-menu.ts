import type { Camelize, Settings } from '@store/contracts';
import type { IconName } from '~/ui/icon/icon';

export interface ProfileMenuEntry {
  to: string;
  name: string;
  icon?: IconName;
  /** Spec §2: Profile and Dashboard are left out of the menu on phones. */
  hideOnMobile: boolean;
  /** The new-news dot. */
  indicator: boolean;
}

type MenuSettings = Pick<Camelize<Settings>, 'profile' | 'basket' | 'orders'>;
/** Who the menu is for: company screens are a company user's, employees a manager's. */
export interface MenuViewer {
  userType: 'individual' | 'legal';
  isAnyManager: boolean;
}
type ProfileFeature = Exclude<keyof MenuSettings['profile'], 'needConfirmToChange' | 'extraMenuItems' | 'personalManager'>;

interface StandardItem {
  to: string;
  name: string;
  icon: IconName;
  /** The switch that turns the item on; items without one are always there. */
  enabled?: (settings: MenuSettings, viewer: MenuViewer) => boolean;
  hideOnMobile?: boolean;
}

const feature = (name: ProfileFeature) => (settings: MenuSettings) => settings.profile[name];

/** The items of spec §2 "Profile menu", in its order. */
const standardItems: readonly StandardItem[] = [
  { to: '/profile/', name: 'Профиль', icon: 'user', hideOnMobile: true },
  { to: '/profile/dashboard/', name: 'Дашборд', icon: 'grid', enabled: feature('dashboard'), hideOnMobile: true },
  { to: '/profile/orders/', name: 'Заказы', icon: 'receipt', enabled: (settings) => settings.orders.enabled },
  { to: '/profile/quick-order/', name: 'Быстрый заказ', icon: 'bolt', enabled: feature('quickOrder') },
  // Specifications are the named baskets, so they come with the multi-basket switch.
  { to: '/profile/baskets/', name: 'Спецификации', icon: 'file-text', enabled: (settings) => settings.basket.multiEnabled },
  {
    to: '/profile/organizations/',
    name: 'Организации',
    icon: 'building',
    enabled: (settings, viewer) => settings.profile.organizations && viewer.userType === 'legal',
  },
  { to: '/profile/employees/', name: 'Сотрудники', icon: 'users', enabled: (settings, viewer) => settings.profile.employees && viewer.isAnyManager },
  { to: '/profile/price-lists/', name: 'Прайс-листы', icon: 'tag', enabled: feature('priceLists') },
  { to: '/profile/delivery-addresses/', name: 'Адреса доставки', icon: 'map-pin', enabled: feature('deliveryAddresses') },
  { to: '/profile/finances/', name: 'Финансы', icon: 'wallet', enabled: feature('finances') },
  { to: '/profile/news/', name: 'Новости', icon: 'news', enabled: feature('news') },
  { to: '/profile/knowledge/', name: 'База знаний', icon: 'book', enabled: feature('knowledge') },
  { to: '/profile/promo/', name: 'Акции', icon: 'percent', enabled: feature('promo') },
];

/**
 * The profile menu for these settings and this user: each item only when its feature is on (organisations
 * for company users, employees for managers), the news item with the new-news dot, then the configured extra items inserted at their index (in index order, so each
 * index counts the items before it; an index past the end appends).
 */
export function buildProfileMenu(settings: MenuSettings, options: { newsUpdated: boolean; viewer: MenuViewer }): ProfileMenuEntry[] {
  const entries: ProfileMenuEntry[] = standardItems
    .filter((item) => item.enabled?.(settings, options.viewer) ?? true)
    .map(({ to, name, icon, hideOnMobile = false }) => ({ to, name, icon, hideOnMobile, indicator: to === '/profile/news/' && options.newsUpdated }));
  const extras = [...settings.profile.extraMenuItems].sort((a, b) => a.index - b.index);
  for (const extra of extras) {
    entries.splice(Math.min(extra.index, entries.length), 0, { to: extra.url, name: extra.name, hideOnMobile: false, indicator: false });
  }
  return entries;
}
