import { useEffect, useState } from 'react';
import type { Camelize, ProductDetail } from '@store/contracts';
import { browserApi } from '~/api/browser-api';
import { Availability } from '~/components/availability';
import { CharacteristicList } from '~/components/characteristic-list';
import { Image } from '~/components/image';
import { Price } from '~/components/price';
import { AddToBasket } from '~/visitor/add-to-basket';
import { FavouriteToggle } from '~/visitor/favourite-toggle';
import { Button } from '~/ui/button/button';
import { LoaderWrapper } from '~/ui/loader-wrapper/loader-wrapper';
import { Modal } from '~/ui/modal/modal';
import { type CardProduct, untitled, untyped } from '~/components/product-card/product-card';
import './quick-view.css';

type Detail = Camelize<ProductDetail>;

/** The characteristics a buyer compares at a glance (the product page has them all); article and type are shown above. */
const keyCharacteristics = 8;
const shownAbove = new Set(['article', 'type']);

export interface QuickViewModalProps {
  product: CardProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: HTMLElement | null;
  showArticle: boolean;
  showStock: boolean;
  /** Settings fav.enabled: the heart beside the basket control. */
  favourites: boolean;
}

/** GET /api/Catalog/getProduct/ for the product shown; a failure is remembered (the API client raises the popup). */
function useProductDetail(code: string): { detail: Detail | null; failed: boolean } {
  const [answer, setAnswer] = useState<{ code: string; detail: Detail | null; failed: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    browserApi.get('/Catalog/getProduct/', { code }).then(
      (detail) => current && setAnswer({ code, detail, failed: false }),
      () => current && setAnswer({ code, detail: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [code]);
  return answer?.code === code ? answer : { detail: null, failed: false };
}

/** The product at a glance: picture, article, price, availability, key characteristics and the way to its page. */
export default function QuickViewModal({ product, open, onOpenChange, returnFocusTo, showArticle, showStock, favourites }: QuickViewModalProps) {
  const { detail, failed } = useProductDetail(product.code);
  // The card's figures at once, the product's own when they arrive.
  const shown = detail?.product ?? product;
  const name = shown.name.trim() || untitled;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={name}
      description={shown.type.trim() || untyped}
      size="lg"
      returnFocusTo={returnFocusTo}
      footer={
        <Button to={shown.url} iconEnd="chevron-right">
          Подробнее о товаре
        </Button>
      }
    >
      <div className="quick-view">
        <Image src={shown.images[0]} alt={name} width={280} height={280} className="quick-view__image" />
        <div className="quick-view__info">
          {showArticle && shown.article ? <p className="quick-view__article">Арт. {shown.article}</p> : null}
          <Price price={shown.price} discountPrice={shown.discountPrice} discountPercent={shown.discountPercent} unit={shown.unit} size="large" />
          <Availability available={shown.available} stock={shown.stock} unit={shown.unit} showStock={showStock} />
          {shown.packQty > 1 ? (
            <p className="quick-view__pack">
              Упаковка: {shown.packQty} {shown.unit}
            </p>
          ) : null}
          <div className="add-to-basket-row">
            <div className="add-to-basket-row__inner">
              <AddToBasket product={{ ...shown, name }} chooseQuantity />
              {favourites ? <FavouriteToggle productId={shown.id} name={shown.name} /> : null}
            </div>
          </div>
          <h3 className="quick-view__heading">Характеристики</h3>
          <LoaderWrapper pending={!detail && !failed} error={failed ? 'Не удалось загрузить характеристики' : null}>
            <CharacteristicList items={(detail?.characteristics ?? []).filter((item) => !shownAbove.has(item.code)).slice(0, keyCharacteristics)} />
          </LoaderWrapper>
        </div>
      </div>
    </Modal>
  );
}
