import { LeadFormButton } from '~/components/lead-form/lead-form-button';
import { buttonClassName } from '~/ui/button/button';
import type { Camelize, ProductDetail, Settings } from '@store/contracts';
import { Availability, formatQuantity } from '~/components/availability';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { CharacteristicList } from '~/components/characteristic-list';
import { Price } from '~/components/price';
import { AddToBasket } from '~/visitor/add-to-basket';
import { FavouriteToggle } from '~/visitor/favourite-toggle';
import { productAnchor } from '~/lib/product-anchor';
import { CharacteristicsTable, RelatedSizes, StockTable } from './detail-tables';
import { DocumentsTable } from './documents-table';
import { Gallery } from './gallery';
import { type ProductTab, ProductTabs } from './product-tabs';
import './product.css';

interface ProductPageProps {
  detail: Camelize<ProductDetail>;
  tabs: Camelize<Settings>['productDetail']['tabs'];
  display: Camelize<Settings>['product'];
  /** Settings fav.enabled: the heart beside the basket control. */
  favourites: boolean;
  /** Sizes of the family in all, when `detail.relatedSizes` holds only the nearest (product.server.ts). */
  sizesTotal?: number;
}

export function ProductPage({ detail, tabs, display, favourites, sizesTotal }: ProductPageProps) {
  const { product } = detail;
  const name = product.name.trim() || 'Без названия';
  const totalStock = detail.stocks.reduce((sum, stock) => sum + stock.quantity, 0);

  const panels: Record<string, ProductTab['content'] | null> = {
    characteristics: <CharacteristicsTable items={detail.characteristics} />,
    description: detail.description ? <div className="product-description">{detail.description}</div> : null,
    stock: <StockTable stocks={detail.stocks} unit={product.unit} />,
    documents: detail.documents.length > 0 ? <DocumentsTable documents={detail.documents} /> : null,
  };
  const shownTabs = tabs.flatMap((tab) => (panels[tab.code] ? [{ code: tab.code, name: tab.name, content: panels[tab.code] }] : []));

  return (
    <article className="product">
      <Breadcrumbs items={detail.breadcrumbs} />
      <h1 className="page-title product__title">{name}</h1>
      <p className="product__meta">
        <span>{product.type.trim() || 'Без типа'}</span>
        {display.showArticle && product.article ? <span>Арт. {product.article}</span> : null}
        {detail.family.standard ? <span>{detail.family.standard}</span> : null}
      </p>
      <div className="product__top">
        <Gallery images={product.images} name={name} />
        <div className="product__summary">
          <CharacteristicList items={product.properties.slice(0, 6)} />
        </div>
        <aside id={productAnchor(product.id)} className="product__buy ui-surface" aria-label="Цена и наличие">
          <Price price={product.price} discountPrice={product.discountPrice} discountPercent={product.discountPercent} unit={product.unit} size="large" />
          <Availability available={product.available} stock={product.stock} unit={product.unit} showStock={display.showStock} />
          <div className="add-to-basket-row">
            <div className="add-to-basket-row__inner">
              <AddToBasket product={{ ...product, name }} chooseQuantity />
              {favourites ? <FavouriteToggle productId={product.id} name={product.name} /> : null}
            </div>
            {/* 'под заказ': the buyer may ask the price and date of a delivery (the product travels as hidden data). */}
            {product.available ? null : (
              <LeadFormButton
                formCode="PRICE_REQUEST"
                hidden={{ product: product.article ? `${name} (арт. ${product.article})` : name }}
                className={buttonClassName({ variant: 'outline', block: true })}
              >
                Запросить цену
              </LeadFormButton>
            )}
          </div>
          <dl className="product__buy-facts">
            {product.orderMultiple > 1 ? (
              <div>
                <dt>Кратность заказа</dt>
                <dd>
                  {formatQuantity(product.orderMultiple)} {product.unit}
                </dd>
              </div>
            ) : null}
            {product.packQty > 1 ? (
              <div>
                <dt>В упаковке</dt>
                <dd>
                  {formatQuantity(product.packQty)} {product.unit}
                </dd>
              </div>
            ) : null}
            {display.showStock && detail.stocks.length > 0 ? (
              <div>
                <dt>На складах</dt>
                <dd>
                  {detail.stocks.filter((stock) => stock.quantity > 0).length} из {detail.stocks.length}, всего {formatQuantity(totalStock)} {product.unit}
                </dd>
              </div>
            ) : null}
          </dl>
        </aside>
      </div>
      <RelatedSizes sizes={detail.relatedSizes} total={sizesTotal ?? detail.relatedSizes.length} />
      <ProductTabs tabs={shownTabs} />
    </article>
  );
}
