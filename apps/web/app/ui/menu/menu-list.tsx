import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '../icon/icon';
import './menu.css';

export type MenuListItem = {
  to: string;
  name: string;
  icon?: IconName;
  /** A dot beside the name, e.g. while there is unread news. */
  indicator?: boolean;
  /** Marked on its own address only (true, the default), or on the pages under it too (false). */
  end?: boolean;
  /** Class of the item's <li>. */
  className?: string;
};

type MenuListProps = { label: string; items: readonly MenuListItem[]; footer?: ReactNode };

/** A vertical list of navigation links with the current page marked (profile menu, user dropdown). */
export function MenuList({ label, items, footer }: MenuListProps) {
  return (
    <nav aria-label={label} className="ui-menu-list">
      <ul className="ui-menu-list__items">
        {items.map((item) => (
          <li key={item.to} className={item.className}>
            <NavLink to={item.to} end={item.end ?? true} className="ui-menu__item ui-menu-list__link">
              {item.icon ? <Icon name={item.icon} size={18} /> : null}
              <span className="ui-menu-list__name">{item.name}</span>
              {item.indicator ? (
                <span className="ui-menu-list__dot">
                  <span className="ui-visually-hidden">, есть новое</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      {footer}
    </nav>
  );
}
