/** Spec §5: never below 0 (or a higher minimum), never above the maximum (unlimited by default). */
export function clampQuantity(value: number, max = Number.POSITIVE_INFINITY, min = 0): number {
  if (!Number.isFinite(value) || value < min) return min;
  return Math.min(value, max);
}

const editingKeys = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Tab', 'Enter', 'Escape']);

/** Typing accepts digits and a dot only; editing keys and shortcuts (copy, paste) pass. */
export function acceptsQuantityKey(key: string, withModifier: boolean): boolean {
  return withModifier || editingKeys.has(key) || /^[0-9.]$/.test(key);
}

/** The typed text as a number: digits and the first dot only. */
export function parseQuantity(text: string): number {
  const [whole, ...rest] = text.replace(/[^0-9.]/g, '').split('.');
  const cleaned = rest.length ? `${whole}.${rest.join('')}` : whole;
  return cleaned === '' || cleaned === '.' ? 0 : Number(cleaned);
}
