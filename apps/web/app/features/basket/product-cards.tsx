import type { ReactNode } from 'react';
import { type CardProduct, ProductCard } from '~/features/catalog/product-card';
import '~/features/catalog/catalog.css';

interface ProductCardsProps {
  products: readonly CardProduct[];
  display: { showArticle: boolean; showStock: boolean };
  /** Something of the page's own under each card (the favourites page's remove button). */
  renderExtra?: (product: CardProduct) => ReactNode;
}

/**
 * Product cards outside the catalogue (recommended products, favourites) in the listing's card grid. Integration
 * point: the add-to-basket control of add-to-basket.tsx (issue 10, the other half) joins each card here, beside
 * `renderExtra`, when it lands.
 */
export function ProductCards({ products, display, renderExtra }: ProductCardsProps) {
  return (
    <ul className="listing__items listing__items--card">
      {products.map((product) => (
        <li key={product.id} className="product-cards__item">
          <ProductCard product={product} view="card" showArticle={display.showArticle} showStock={display.showStock} />
          {renderExtra?.(product)}
        </li>
      ))}
    </ul>
  );
}
