import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement } from 'react';
import { Icon, type IconName } from '../icon/icon';
import './menu.css';

export type ActionMenuItem = { code: string; name: string; icon?: IconName; danger?: boolean; disabled?: boolean };

type ActionMenuProps = {
  /** One button that opens the menu. */
  trigger: ReactElement;
  items: readonly ActionMenuItem[];
  onSelect: (code: string) => void;
  align?: 'start' | 'end';
};

/** Dropdown of actions (Radix DropdownMenu: arrow keys, typeahead, Escape, focus return). */
export function ActionMenu({ trigger, items, onSelect, align = 'end' }: ActionMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ui-popover ui-menu" align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.code}
              className={item.danger ? 'ui-menu__item ui-menu__item--danger' : 'ui-menu__item'}
              disabled={item.disabled}
              onSelect={() => onSelect(item.code)}
            >
              {item.icon ? <Icon name={item.icon} size={18} /> : null}
              {item.name}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
