import { useEffect, useState } from 'react';
import { browserApi } from '~/api/browser-api';
import type { CardProduct } from '~/components/product-card/product-card';

/**
 * The cards of the basket's recommended products (POST /Basket/getRecommendedProducts/), asked again when the ids
 * change; the previous cards stay meanwhile, so the section does not jump. Null until the first answer.
 */
export function useRecommendedProducts(ids: readonly number[]): CardProduct[] | null {
  const key = ids.join(',');
  const [products, setProducts] = useState<CardProduct[] | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    browserApi.post('/Basket/getRecommendedProducts/', { recommended_ids: key.split(',').map(Number) }).then(
      (cards) => current && setProducts(cards),
      () => current && setProducts([]),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return products;
}
