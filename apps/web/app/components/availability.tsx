import './availability.css';

const quantity = new Intl.NumberFormat('ru-RU');

/** 'В наличии' with the quantity (when the store shows stock) or 'Под заказ'. */
export function Availability({ available, stock, unit, showStock }: { available: boolean; stock: number; unit: string; showStock: boolean }) {
  const inStock = available && stock > 0;
  return (
    <p className={`availability ${inStock ? 'availability--in' : 'availability--out'}`}>
      {inStock ? 'В наличии' : 'Под заказ'}
      {inStock && showStock ? <span className="availability__count">{` ${quantity.format(stock)} ${unit}`}</span> : null}
    </p>
  );
}

export const formatQuantity = (value: number) => quantity.format(value);
