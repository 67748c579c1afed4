import { useState } from 'react';
import { ProductCards } from '~/components/product-card/product-cards';
import type { CardProduct } from '~/components/product-card/product-card';
import { Button } from '~/ui/button/button';
import { FavouriteForm } from '~/visitor/favourite-toggle';
import { favouriteActions, useFavouriteIds } from '~/visitor/favourites-store';
import './favourites.css';
import { EmptyState } from '~/components/empty-state';

interface FavouritesPageProps {
  /** The favourites' cards the loader read (current price and availability). */
  products: readonly CardProduct[];
  display: { showArticle: boolean; showStock: boolean };
}

const ignore = () => {};

/** The /fav/ page: the visitor's favourite products; one taken out here (or by a heart elsewhere) leaves the list at once. */
export function FavouritesPage({ products, display }: FavouritesPageProps) {
  const ids = useFavouriteIds();
  const [announcement, setAnnouncement] = useState('');
  // The store is the visitor's current list once it has loaded; until then the loader's cards are.
  const shown = ids ? products.filter((product) => ids.includes(product.id)) : products;
  const remove = (product: CardProduct) => {
    favouriteActions
      .remove(product.id)
      .then(() => setAnnouncement(`Убрано из избранного: ${product.name}`))
      .catch(ignore);
  };

  return (
    <div className="container favourites-page">
      <h1 className="page-title">Избранное</h1>
      {shown.length === 0 ? (
        <EmptyState title="В избранном пока ничего нет" text="Отмечайте товары сердечком в каталоге, чтобы вернуться к ним позже." toCatalog />
      ) : (
        <ProductCards
          products={shown}
          display={display}
          favourites={false}
          renderExtra={(product) => (
            // A plain form before the page's JavaScript runs (decision 0004), as the hearts are.
            <FavouriteForm productId={product.id} intent="remove" className="favourites-page__remove-form" onSubmit={() => remove(product)}>
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                iconStart="trash"
                wrap
                className="favourites-page__remove"
                aria-label={`Убрать из избранного: ${product.name}`}
              >
                Убрать из избранного
              </Button>
            </FavouriteForm>
          )}
        />
      )}
      <p className="ui-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
