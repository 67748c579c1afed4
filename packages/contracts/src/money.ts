/**
 * Money on screen (spec §9): space as thousands separator, two decimals, the ₽ sign;
 * whole amounts omit the decimals. Amounts travel as integer kopecks.
 */
const withDecimals = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

export function formatMoney(kopecks: number): string {
  const roubles = kopecks / 100;
  const text = kopecks % 100 === 0 ? whole.format(roubles) : withDecimals.format(roubles);
  // Intl uses U+00A0 between groups in ru-RU; keep one no-break space before the sign too.
  return `${text}\u00A0₽`;
}

/** Discount in whole percent, for the card badge. */
export function discountPercent(price: number, discountPrice: number | null): number {
  if (discountPrice === null || discountPrice >= price || price <= 0) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}
