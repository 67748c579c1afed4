import { Form, useLocation } from 'react-router';
import { Button } from '~/ui/button/button';
import { MenuList } from '~/ui/menu/menu-list';
import type { ProfileMenuEntry } from './profile-menu';

/** The profile menu with the sign-out button under it (a plain form, so it works before scripts load). */
export function ProfileNav({ entries }: { entries: readonly ProfileMenuEntry[] }) {
  const location = useLocation();
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
    <div className="profile-nav">
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
