import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { Button } from '~/ui/button/button';
import { MenuList } from '~/ui/menu/menu-list';
import type { ProfileMenuEntry } from './profile-menu';

/** The profile menu with the sign-out button under it (a plain form, so it works before scripts load). */
export function ProfileNav({ entries }: { entries: readonly ProfileMenuEntry[] }) {
  const location = useLocation();
  const nav = useRef<HTMLDivElement>(null);
  // Below the side column the menu is a strip that scrolls sideways: bring the current page's item into it (the strip only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    const strip = nav.current?.querySelector<HTMLElement>('.ui-menu-list__items');
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const offset = current.getBoundingClientRect().left - strip.getBoundingClientRect().left;
    strip.scrollLeft += offset - (strip.clientWidth - current.offsetWidth) / 2;
  }, [location.pathname]);
  const items = entries.map(({ to, name, icon, indicator, hideOnMobile }) => ({
    to,
    name,
    icon,
    indicator,
    // A list's item stays marked on its pages (an order, an employee, a news item); the profile's own only on itself.
    end: to === '/profile/',
    className: hideOnMobile ? 'profile-nav__item--desktop' : undefined,
  }));
  return (
    <div className="profile-nav" ref={nav}>
      <MenuList
        label="Личный кабинет"
        items={items}
        footer={
          <Form method="post" action="/auth/logout/" className="profile-nav__logout">
            <input type="hidden" name="redirect_to" value={location.pathname} />
            <Button type="submit" variant="ghost" size="sm" iconStart="logout">
              Выйти
            </Button>
          </Form>
        }
      />
    </div>
  );
}
