import { pluralRu } from '@store/contracts';
import { Icon, type IconName } from '~/ui/icon/icon';

interface HeaderActionIconProps {
  icon: IconName;
  /** Products in the basket (its lines) or in the favourites; 0 until the visitor's state has arrived. */
  count: number;
}

/**
 * A header icon with its count in the corner. The count sits over the icon's corner, out of the flow, so nothing
 * moves when it arrives after the page is shown; screen readers hear it in the link's name (withCount).
 */
export function HeaderActionIcon({ icon, count }: HeaderActionIconProps) {
  return (
    <span className="header-action__icon">
      <Icon name={icon} />
      {count > 0 ? (
        <span className="header-action__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </span>
  );
}

/** The link's name with the count in words: 'Корзина, 3 товара' (a name of its own, so no layout adds spaces to it). */
export function withCount(label: string, count: number): string {
  return count === 0 ? label : `${label}, ${count} ${pluralRu(count, ['товар', 'товара', 'товаров'])}`;
}
