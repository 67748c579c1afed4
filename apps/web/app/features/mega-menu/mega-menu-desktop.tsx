import { useState } from 'react';
import { Link } from 'react-router';
import type { MenuCategory } from '@store/contracts';
import { Icon } from '~/ui/icon/icon';

/** Desktop: top sections on the left; the hovered or focused one shows its second and third levels. */
export function MegaMenuDesktop({ categories, onNavigate }: { categories: MenuCategory[]; onNavigate: () => void }) {
  const [activeCode, setActiveCode] = useState(categories[0]?.code);
  const active = categories.find((category) => category.code === activeCode) ?? categories[0];

  return (
    <div className="mega-desktop">
      <ul className="mega-desktop__sections">
        {categories.map((category) => (
          <li key={category.code}>
            <Link
              to={category.url}
              prefetch="intent"
              className="mega-desktop__section"
              aria-current={category.code === active?.code ? 'true' : undefined}
              onMouseEnter={() => setActiveCode(category.code)}
              onFocus={() => setActiveCode(category.code)}
              onClick={onNavigate}
            >
              <span>{category.name}</span>
              {category.subcategories.length > 0 ? <Icon name="chevron-right" size={16} /> : null}
            </Link>
          </li>
        ))}
      </ul>
      {active ? (
        <div className="mega-desktop__panel">
          <Link to={active.url} prefetch="intent" className="mega-desktop__title" onClick={onNavigate}>
            {active.name}
          </Link>
          <div className="mega-desktop__groups">
            {active.subcategories.map((group) => (
              <section key={group.code} className="mega-desktop__group">
                <Link to={group.url} prefetch="intent" className="mega-desktop__group-title" onClick={onNavigate}>
                  {group.name}
                </Link>
                {group.subcategories.length > 0 ? (
                  <ul className="mega-desktop__leaves">
                    {group.subcategories.map((leaf) => (
                      <li key={leaf.code}>
                        <Link to={leaf.url} prefetch="intent" onClick={onNavigate}>
                          {leaf.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
