import type { MenuCategory } from '@store/contracts';
import { Image } from '~/components/image';
import { SmartLink } from '~/components/smart-link';
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
          <li key={category.code} className="category ui-surface">
            {view === 'tiles' ? (
              <SmartLink url={category.url} className="category__media" tabIndex={-1} aria-hidden="true">
                <Image src={category.img || null} alt="" width={96} height={96} className="category__image" />
              </SmartLink>
            ) : null}
            <div className="category__body">
              <h2 className="category__title">
                <SmartLink url={category.url}>{category.name}</SmartLink>
              </h2>
              {children.length > 0 ? (
                <ul className="category__children">
                  {children.map((child) => (
                    <li key={child.code}>
                      <SmartLink url={child.url}>{child.name}</SmartLink>
                    </li>
                  ))}
                </ul>
              ) : null}
              {rest > 0 ? (
                <SmartLink url={category.url} className="category__more">
                  Ещё {rest}
                </SmartLink>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
