import { describe, expect, it } from 'vitest';
import { type MenuViewer, buildProfileMenu } from './profile-menu';

type MenuSettings = Parameters<typeof buildProfileMenu>[0];

const allOn: MenuSettings = {
  orders: { enabled: true, repeatEnabled: true, cancelEnabled: true },
  basket: { view: 'table', multiEnabled: true, promocodesEnabled: true, recommendedProductsShown: true },
  profile: {
    deliveryAddresses: true,
    priceLists: true,
    dashboard: true,
    organizations: true,
    employees: true,
    finances: true,
    quickOrder: true,
    promo: true,
    news: true,
    knowledge: true,
    personalManager: true,
    needConfirmToChange: { email: true, phone: false },
    extraMenuItems: [],
  },
};

const withProfile = (profile: Partial<MenuSettings['profile']>): MenuSettings => ({ ...allOn, profile: { ...allOn.profile, ...profile } });
const manager: MenuViewer = { userType: 'legal', isAnyManager: true };
const paths = (settings: MenuSettings, newsUpdated = false, viewer = manager) => buildProfileMenu(settings, { newsUpdated, viewer }).map((entry) => entry.to);

describe('buildProfileMenu', () => {
  it('lists every item of the spec in its order when every feature is on', () => {
    expect(paths(allOn)).toEqual([
      '/profile/',
      '/profile/dashboard/',
      '/profile/orders/',
      '/profile/quick-order/',
      '/profile/baskets/',
      '/profile/organizations/',
      '/profile/employees/',
      '/profile/price-lists/',
      '/profile/delivery-addresses/',
      '/profile/finances/',
      '/profile/news/',
      '/profile/knowledge/',
      '/profile/promo/',
    ]);
    expect(buildProfileMenu(allOn, { newsUpdated: false, viewer: manager }).find((entry) => entry.to === '/profile/baskets/')?.name).toBe('Спецификации');
  });

  it('leaves out the items whose feature is off', () => {
    const settings = withProfile({ dashboard: false, employees: false, news: false, promo: false, quickOrder: false });
    expect(paths(settings)).toEqual([
      '/profile/',
      '/profile/orders/',
      '/profile/baskets/',
      '/profile/organizations/',
      '/profile/price-lists/',
      '/profile/delivery-addresses/',
      '/profile/finances/',
      '/profile/knowledge/',
    ]);
    expect(paths({ ...allOn, basket: { ...allOn.basket, multiEnabled: false } })).not.toContain('/profile/baskets/');
    expect(paths({ ...allOn, orders: { ...allOn.orders, enabled: false } })).not.toContain('/profile/orders/');
  });

  it('shows organisations to company users only and employees to managers only (isAnyManager)', () => {
    const individual = paths(allOn, false, { userType: 'individual', isAnyManager: false });
    expect(individual).not.toContain('/profile/organizations/');
    expect(individual).not.toContain('/profile/employees/');
    const employee = paths(allOn, false, { userType: 'legal', isAnyManager: false });
    expect(employee).toContain('/profile/organizations/');
    expect(employee).not.toContain('/profile/employees/');
    expect(paths(allOn, false, manager)).toContain('/profile/employees/');
  });

  it('hides Profile and Dashboard on mobile only', () => {
    const hidden = buildProfileMenu(allOn, { newsUpdated: false, viewer: manager }).filter((entry) => entry.hideOnMobile);
    expect(hidden.map((entry) => entry.to)).toEqual(['/profile/', '/profile/dashboard/']);
  });

  it('puts the new-news dot on the news item only, and only when there is news', () => {
    expect(buildProfileMenu(allOn, { newsUpdated: false, viewer: manager }).some((entry) => entry.indicator)).toBe(false);
    const marked = buildProfileMenu(allOn, { newsUpdated: true, viewer: manager }).filter((entry) => entry.indicator);
    expect(marked.map((entry) => entry.to)).toEqual(['/profile/news/']);
  });

  it('inserts extra items at their index, in index order, appending past the end', () => {
    const settings = withProfile({
      dashboard: false,
      quickOrder: false,
      organizations: false,
      employees: false,
      priceLists: false,
      deliveryAddresses: false,
      finances: false,
      knowledge: false,
      promo: false,
      extraMenuItems: [
        { index: 99, name: 'Поддержка', url: '/support/' },
        { index: 0, name: 'Главная кабинета', url: '/cabinet/' },
        { index: 2, name: 'Документы', url: '/profile/docs/' },
      ],
    });
    expect(paths(settings)).toEqual(['/cabinet/', '/profile/', '/profile/docs/', '/profile/orders/', '/profile/baskets/', '/profile/news/', '/support/']);
    const extra = buildProfileMenu(settings, { newsUpdated: true, viewer: manager }).find((entry) => entry.to === '/profile/docs/');
    expect(extra).toEqual({ to: '/profile/docs/', name: 'Документы', hideOnMobile: false, indicator: false });
  });
});
