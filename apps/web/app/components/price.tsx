import { formatMoney } from '@store/contracts';
import './price.css';

interface PriceProps {
  price: number;
  discountPrice: number | null;
  discountPercent?: number;
  unit?: string;
  size?: 'regular' | 'large';
}

/** Price in kopecks as spec §9 shows money; a discount strikes the old price through and shows its percent. */
export function Price({ price, discountPrice, discountPercent = 0, unit, size = 'regular' }: PriceProps) {
  const discounted = discountPrice !== null && discountPrice < price;
  return (
    <div className={`price price--${size}`}>
      <span className="price__current">
        {formatMoney(discounted ? discountPrice : price)}
        {unit ? <span className="price__unit"> / {unit}</span> : null}
      </span>
      {discounted ? (
        <span className="price__was">
          <s>
            <span className="ui-visually-hidden">Цена без скидки: </span>
            {formatMoney(price)}
          </s>
          {discountPercent > 0 ? <span className="price__badge">−{discountPercent}%</span> : null}
        </span>
      ) : null}
    </div>
  );
}
