import { basketLimits } from './basket-limits.ts';

/** One line of a quick-order list as read: its number in the text (1-based, blank lines counted), what to look for, how many. */
export interface QuickOrderReading {
  line: number;
  query: string;
  quantity: number;
}

// A whole number, its thousands spaced as Excel copies them ("1 000"); a decimal ("100,5") is no quantity.
const whole = String.raw`(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)`;
const unit = String.raw`(?:\s*(?:шт\.?|pcs))?`;
const cellQuantity = new RegExp(`^${whole}${unit}$`, 'i');
const unitOnly = /^(?:шт\.?|pcs)$/i;

/**
 * A trailing number counts only where nothing else could mean it ("винт м6 20" is a size): after ';', after ','
 * that is no decimal comma, after a spaced dash, or followed by 'шт'/'pcs'.
 */
const textQuantities = [
  new RegExp(String.raw`^(.*\S)(?:\s*;\s*|\s*(?<!\d),\s*|\s*,\s+)${whole}${unit}\s*$`, 'i'),
  new RegExp(String.raw`^(.*\S)\s+[-–—]\s+${whole}${unit}\s*$`, 'i'),
  /^(.*\S)\s+(\d+)\s*(?:шт\.?|pcs)\s*$/i,
];

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The number as a basket quantity, or null outside 1..999 999 (then it stays in the query). */
export function quantityOf(digits: string): number | null {
  const quantity = Number(digits.replace(/\D/g, ''));
  return quantity >= 1 && quantity <= basketLimits.maxQuantity ? quantity : null;
}

function readText(text: string): { query: string; quantity: number } {
  for (const pattern of textQuantities) {
    const match = pattern.exec(text);
    const quantity = match && quantityOf(match[2]!);
    if (quantity) return { query: oneLine(match[1]!), quantity };
  }
  return { query: oneLine(text), quantity: 1 };
}

/** An Excel row: the first filled cell is the query, the last whole-number cell after it the quantity. */
function readCells(row: string): { query: string; quantity: number } {
  const cells = row
    .split('\t')
    .map((cell) => cell.trim())
    .filter(Boolean);
  for (let i = cells.length - 1; i > 0; i--) {
    const match = cellQuantity.exec(cells[i]!);
    if (!match) continue;
    const quantity = quantityOf(match[1]!);
    if (!quantity) break;
    const rest = cells.filter((cell, j) => j !== i && !unitOnly.test(cell));
    return { query: oneLine(rest.join(' ')), quantity };
  }
  return readText(cells.join(' '));
}

/**
 * The pasted list (from Excel, a letter), one product a line by its article or notation with a quantity: blank
 * lines are skipped but counted; a line without a quantity it can be sure of orders 1.
 */
export function readQuickOrderLines(text: string): QuickOrderReading[] {
  const readings: QuickOrderReading[] = [];
  // A lone surrogate (a broken paste) could not go into the line's search link: read as '�'.
  const wellFormed = text.replace(/[\ud800-\udfff]/gu, '\ufffd');
  wellFormed.split(/\r?\n/).forEach((row, index) => {
    if (row.trim() === '') return;
    readings.push({ line: index + 1, ...(row.includes('\t') ? readCells(row) : readText(row)) });
  });
  return readings;
}
