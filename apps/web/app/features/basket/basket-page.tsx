import { useEffect, useState } from 'react';
import type { Camelize, Settings } from '@store/contracts';
import { Button } from '~/ui/button/button';
import { Spinner } from '~/ui/spinner/spinner';
import { BasketCards } from './basket-cards';
import { BasketPicker } from './basket-picker';
import { type BasketView, basketActions, basketStore, useBasket } from '~/visitor/basket-store';
import { BasketSummary } from './basket-summary';
import { BasketTable } from './basket-table';
import { ClearBasketButton } from './clear-basket-button';
import { OrderButton } from './order-button';
import { PromoCodeField } from './promo-code-field';
import { RecommendedProducts } from './recommended-products';
import './basket.css';
import { EmptyState } from '~/components/empty-state';

interface BasketPageProps {
  /** The basket the loader read on the server: the page reads without scripts, and the store starts from it. */
  serverBasket: BasketView | null;
  settings: Pick<Camelize<Settings>, 'basket' | 'product' | 'fav'>;
  signedIn: boolean;
  /** Why a control posted without scripts was refused (the page is its answer then). */
  refusal: string | null;
}

/** Where the Excel file of the basket on screen comes from (a signed-in user's basket by its id, so a switch meanwhile does not change it). */
export function basketExportHref(basket: BasketView, signedIn: boolean): string {
  const id = basket.currentBasket?.id;
  return signedIn && id ? `/basket/export.xlsx?basket_id=${id}` : '/basket/export.xlsx';
}

/** The /basket/ page (spec §2): the active basket from the store, its lines, summary, promo code and recommendations. */
export function BasketPage({ serverBasket, settings, signedIn, refusal }: BasketPageProps) {
  const basket = useBasket() ?? serverBasket;
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (serverBasket) basketStore.hydrate(serverBasket);
  }, [serverBasket]);

  return (
    <div className="container basket-page">
      <div className="basket-page__head">
        <h1 className="page-title">Корзина</h1>
        {signedIn && settings.basket.multiEnabled ? <BasketPicker /> : null}
      </div>
      {refusal ? (
        <p className="basket-page__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {!basket ? (
        <div className="basket-page__loading">
          <Spinner />
        </div>
      ) : basket.items.length === 0 ? (
        <EmptyBasket />
      ) : (
        <div className="basket-page__layout">
          <section aria-label="Товары в корзине">
            <div className="basket-toolbar">
              <Button href={basketExportHref(basket, signedIn)} download variant="outline" size="sm" iconStart="download">
                Скачать Excel
              </Button>
              <ClearBasketButton bids={basket.items.map((line) => line.bid)} onCleared={() => setAnnouncement('Корзина очищена')} />
            </div>
            {basket.notices.length > 0 ? (
              <ul className="basket-notices" role="status">
                {basket.notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            ) : null}
            {settings.basket.view === 'cards' ? (
              <BasketCards lines={basket.items} announce={setAnnouncement} />
            ) : (
              <BasketTable lines={basket.items} caption="Товары в корзине" announce={setAnnouncement} />
            )}
          </section>
          <aside className="basket-page__aside basket-aside ui-surface" aria-labelledby="basket-summary-title">
            <h2 id="basket-summary-title" className="basket-aside__title">
              Ваша корзина
            </h2>
            <BasketSummary basket={basket} />
            <OrderButton />
            {settings.basket.promocodesEnabled ? (
              <PromoCodeField info={basket.promocodeInfo} onApply={basketActions.applyPromocode} onCancel={basketActions.cancelPromocode} />
            ) : null}
          </aside>
        </div>
      )}
      {basket && settings.basket.recommendedProductsShown ? (
        <RecommendedProducts ids={basket.recommendedIds} display={settings.product} favourites={settings.fav.enabled} />
      ) : null}
      <p className="ui-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

function EmptyBasket() {
  return <EmptyState title="Корзина пуста" text="Добавьте товары из каталога: они появятся здесь." toCatalog />;
}
