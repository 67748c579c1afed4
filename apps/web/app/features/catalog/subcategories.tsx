import type { Camelize, Listing } from '@store/contracts';
import { formatQuantity } from '~/components/availability';
import { Image } from '~/components/image';
import { SmartLink } from '~/components/smart-link';

type Subcategory = Camelize<Listing>['subcategories'][number];

/** Child sections of a listing, as tiles or as a compact list (settings.catalog.subcategoriesView). */
export function Subcategories({ items, view }: { items: Subcategory[]; view: 'tiles' | 'list' | 'hidden' }) {
  if (view === 'hidden' || items.length === 0) return null;
  return (
    <nav aria-label="Подразделы">
      <ul className={`subcategories subcategories--${view}`}>
        {items.map((item) => (
          <li key={item.code}>
            <SmartLink url={item.url} className="subcategory">
              {view === 'tiles' ? <Image src={item.img || null} alt="" width={48} height={48} className="subcategory__image" /> : null}
              <span className="subcategory__name">{item.name}</span>
              <span className="subcategory__count">{formatQuantity(item.productCount)}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
