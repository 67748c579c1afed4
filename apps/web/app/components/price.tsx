import { formatMoney } from '@store/contracts';
import './price.css';

/**
 * Formatted prices by kopecks: Intl's formatting is a measurable part of rendering a listing (bench/RESULTS.md,
 * issue 11), and a catalogue repeats a few thousand prices. Bounded: emptied when it grows past `moneyCacheSize`.
 */
const moneyCache = new Map<number, string>();
const moneyCacheSize = 5000;

export function cachedMoney(kopecks: number): string {
  let text = moneyCache.get(kopecks);
  if (text === undefined) {
    if (moneyCache.size >= moneyCacheSize) moneyCache.clear();
    text = formatMoney(kopecks);
    moneyCache.set(kopecks, text);
  }
  return text;
}

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
        {cachedMoney(discounted ? discountPrice : price)}
        {unit ? <span className="price__unit"> / {unit}</span> : null}
      </span>
      {discounted ? (
        <span className="price__was">
          <s>
            <span className="ui-visually-hidden">Цена без скидки: </span>
            {cachedMoney(price)}
          </s>
          {discountPercent > 0 ? <span className="price__badge">−{discountPercent}%</span> : null}
        </span>
      ) : null}
    </div>
  );
}
