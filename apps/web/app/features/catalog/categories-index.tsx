import { Link } from 'react-router';
import type { MenuCategory } from '@store/contracts';
import { Image } from '~/components/image';
import './categories-index.css';

const previewCount = 5;

/** /catalog/: top sections as tiles (picture, a few subsections) or as a full list (settings.catalog.categoriesView). */
export function CategoriesIndex({ categories, view }: { categories: MenuCategory[]; view: 'tiles' | 'list' }) {
  return (
    <ul className={`categories categories--${view}`}>
      {categories.map((category) => {
        const children = view === 'tiles' ? category.subcategories.slice(0, previewCount) : category.subcategories;
        const rest = category.subcategories.length - children.length;
        return (
          <li key={category.code} className="category">
            {view === 'tiles' ? (
              <Link to={category.url} prefetch="intent" className="category__media" tabIndex={-1} aria-hidden="true">
                <Image src={category.img || null} alt="" width={96} height={96} className="category__image" />
              </Link>
            ) : null}
            <div className="category__body">
              <h2 className="category__title">
                <Link to={category.url} prefetch="intent">
                  {category.name}
                </Link>
              </h2>
              {children.length > 0 ? (
                <ul className="category__children">
                  {children.map((child) => (
                    <li key={child.code}>
                      <Link to={child.url} prefetch="intent">
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {rest > 0 ? (
                <Link to={category.url} prefetch="intent" className="category__more">
                  Ещё {rest}
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
