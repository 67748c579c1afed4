import { Link } from 'react-router';
import type { MenuCategory } from '@store/contracts';
import { Icon } from '~/ui/icon/icon';

/** The side list of catalogue sections on the home page (spec §9: at most 545 px high, 305 px wide). */
export function SectionsList({ categories }: { categories: Pick<MenuCategory, 'code' | 'name' | 'url'>[] }) {
  return (
    <nav className="sections-list" aria-labelledby="sections-list-title">
      <h2 id="sections-list-title" className="sections-list__title">
        Каталог товаров
      </h2>
      <ul className="sections-list__items">
        {categories.map((category) => (
          <li key={category.code}>
            <Link to={category.url} prefetch="intent" className="sections-list__link">
              <span>{category.name}</span>
              <Icon name="chevron-right" size={16} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/catalog/" prefetch="intent" className="sections-list__all">
        Весь каталог
      </Link>
    </nav>
  );
}
