import { useId } from 'react';
import { Spinner } from '~/ui/spinner/spinner';
import { ProductCards } from '~/components/product-card/product-cards';
import { useRecommendedProducts } from './use-recommended-products';

/** What goes with the basket's products (settings basket.recommendedProductsShown): the nut and washers of a bolt… */
export function RecommendedProducts({
  ids,
  display,
  favourites,
}: {
  ids: readonly number[];
  display: { showArticle: boolean; showStock: boolean };
  favourites: boolean;
}) {
  const products = useRecommendedProducts(ids);
  const titleId = useId();
  if (ids.length === 0 || products?.length === 0) return null;
  return (
    <section className="basket-recommended" aria-labelledby={titleId}>
      <h2 id={titleId} className="basket-recommended__title">
        Рекомендуемые товары
      </h2>
      {products ? (
        <ProductCards products={products} display={display} favourites={favourites} />
      ) : (
        <div className="basket-recommended__loading">
          <Spinner size="sm" />
        </div>
      )}
    </section>
  );
}
