/**
 * Spec §5: a dollar amount typed as "$1,234.56": comma thousands, a decimal point, at most two
 * decimals, never below zero (a minus cannot be typed).
 */
export type CurrencyText = { text: string; value: number | null };

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function formatCurrencyTyping(raw: string): CurrencyText {
  const cleaned = raw.replace(/[^0-9.]/g, '');
  if (cleaned === '') return { text: '', value: null };
  const dot = cleaned.indexOf('.');
  const wholeDigits = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '');
  const decimals =
    dot === -1
      ? null
      : cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  const whole = groupThousands(wholeDigits === '' ? '0' : wholeDigits);
  const text = `$${whole}${decimals === null ? '' : `.${decimals}`}`;
  return { text, value: Number(`${wholeDigits || '0'}.${decimals || '0'}`) };
}

/** The settled form shown after the field is left: always two decimals. */
export function formatCurrency(value: number | null): string {
  if (value === null) return '';
  const [whole = '0', decimals = '00'] = Math.max(0, value).toFixed(2).split('.');
  return `$${groupThousands(whole)}.${decimals}`;
}
