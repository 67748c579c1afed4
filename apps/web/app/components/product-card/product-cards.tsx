import type { ReactNode } from 'react';
import { CardList } from './card-list';
import { type CardProduct, ProductCard } from './product-card';

interface ProductCardsProps {
  products: readonly CardProduct[];
  display: { showArticle: boolean; showStock: boolean };
  /** The heart on each card (settings fav.enabled; the favourites page has its own remove button instead). */
  favourites: boolean;
  /** Something of the page's own under each card (the favourites page's remove button). */
  renderExtra?: (product: CardProduct) => ReactNode;
}

/**
 * Product cards outside the catalogue (recommended products, favourites) in the listing's card grid (its styles are
 * the catalogue's, in the one site stylesheet); each card carries its own add-to-basket control and heart.
 */
export function ProductCards({ products, display, favourites, renderExtra }: ProductCardsProps) {
  return (
    <CardList className="listing__items listing__items--card">
      {products.map((product) => (
        <li key={product.id} className="product-cards__item">
          <ProductCard product={product} view="card" showArticle={display.showArticle} showStock={display.showStock} favourites={favourites} />
          {renderExtra?.(product)}
        </li>
      ))}
    </CardList>
  );
}
