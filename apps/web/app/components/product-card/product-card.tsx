import type { Camelize, ProductCard as ProductCardData } from '@store/contracts';
import { Availability } from '~/components/availability';
import { Icon } from '~/ui/icon/icon';
import { Image } from '~/components/image';
import { Price } from '~/components/price';
import { AddToBasket } from '~/visitor/add-to-basket';
import { FavouriteToggle } from '~/visitor/favourite-toggle';
import { useCardForm } from './card-list';
/** How a listing shows its products: cards in a grid, or rows. */
export type ListingView = 'card' | 'list';
import './product-card.css';

export type CardProduct = Camelize<ProductCardData>;

/** Spec §3 defaults for a card with missing data. */
export const untitled = 'Без названия';
export const untyped = 'Без типа';

interface ProductCardProps {
  product: CardProduct;
  view: ListingView;
  showArticle: boolean;
  showStock: boolean;
  /** Settings fav.enabled: the card has a heart. */
  favourites: boolean;
  /** Cards in the first row are above the fold: their images load at once. */
  priority?: boolean;
  /** Given when the store offers a quick view (settings catalog.needPreviewProductModal); told which button opened it. */
  onQuickView?: (trigger: HTMLButtonElement) => void;
}

/**
 * One product of a list (always inside a CardList): plain links, which the list makes navigate in the app and
 * prefetch on intent, and buttons of the list's one form, so a card costs few elements and no router state.
 */
export function ProductCard({ product, view, showArticle, showStock, favourites, priority = false, onQuickView }: ProductCardProps) {
  const form = useCardForm();
  const name = product.name.trim() || untitled;
  const type = product.type.trim() || untyped;
  const imageSize = view === 'card' ? 220 : 72;
  const properties = product.properties.slice(0, view === 'card' ? 3 : 4);

  return (
    <article className={`product-card product-card--${view}`}>
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the name's link, so screen readers and Tab skip it */}
      <a href={product.url} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <Image src={product.images[0]} alt={name} width={imageSize} height={imageSize} priority={priority} className="product-card__image" />
        {product.discountPercent > 0 ? <span className="product-card__badge">−{product.discountPercent}%</span> : null}
      </a>
      <div className="product-card__info">
        <p className="product-card__type">{type}</p>
        <h3 className="product-card__name">
          <a href={product.url}>{name}</a>
        </h3>
        {showArticle && product.article ? <p className="product-card__article">Арт. {product.article}</p> : null}
        {properties.length > 0 ? (
          <dl className="product-card__props">
            {properties.map((property) => (
              <div key={property.code}>
                <dt>{property.name}</dt>
                <dd>{property.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <div className="product-card__buy">
        <Price price={product.price} discountPrice={product.discountPrice} unit={product.unit} />
        <Availability available={product.available} stock={product.stock} unit={product.unit} showStock={showStock} />
        {product.packQty > 1 ? (
          <p className="product-card__pack">
            Упаковка: {product.packQty} {product.unit}
          </p>
        ) : null}
        <div className="product-card__actions">
          <AddToBasket product={{ ...product, name }} form={form} />
          {favourites ? <FavouriteToggle productId={product.id} name={name} form={form} /> : null}
        </div>
        {onQuickView ? (
          <button type="button" className="product-card__quick-view" onClick={(event) => onQuickView(event.currentTarget)}>
            <Icon name="eye" size={16} />
            Быстрый просмотр<span className="ui-visually-hidden">: {name}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}
