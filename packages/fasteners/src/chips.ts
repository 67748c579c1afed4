import { formatDecimal } from '@store/contracts';
import type { Finding } from './findings.ts';

export type ChipAttribute = Finding['attribute'];

/**
 * A recognised attribute as the results page shows it: `{attribute: 'standard', value: 'DIN 933',
 * label: 'Стандарт: DIN 933', query: 'DIN 933'}`. `query` is a fragment that parses back to exactly
 * this attribute, so a query without one chip can be rebuilt (see queryWithoutChip).
 */
export type Chip = { attribute: ChipAttribute; value: string; label: string; query: string };

export const ATTRIBUTE_NAMES: Record<ChipAttribute, string> = {
  type: 'Тип',
  standard: 'Стандарт',
  diameter: 'Диаметр',
  length: 'Длина',
  pitch: 'Шаг резьбы',
  strengthClass: 'Класс прочности',
  material: 'Материал',
  coating: 'Покрытие',
};

const queryWords: Record<'diameter' | 'length' | 'pitch', string> = { diameter: 'диаметр', length: 'длина', pitch: 'шаг' };

function describe(finding: Finding): { value: string; shown: string; query: string } {
  switch (finding.attribute) {
    case 'type': {
      const shown = finding.subtype ? `${finding.value} ${finding.subtype.name}` : finding.value;
      return { value: finding.value, shown, query: shown.toLowerCase() };
    }
    case 'standard':
      return { value: finding.value.label, shown: finding.value.label, query: finding.value.label };
    case 'diameter':
    case 'length':
    case 'pitch': {
      const value = String(finding.value);
      return { value, shown: `${formatDecimal(finding.value)} мм`, query: `${queryWords[finding.attribute]} ${value}` };
    }
    case 'strengthClass':
      return { value: finding.value, shown: finding.value, query: `класс ${finding.value}` };
    default:
      return { value: finding.value, shown: finding.value, query: finding.value };
  }
}

export function chipOf(finding: Finding): Chip {
  const { value, shown, query } = describe(finding);
  return { attribute: finding.attribute, value, label: `${ATTRIBUTE_NAMES[finding.attribute]}: ${shown}`, query };
}

/**
 * The query with one chip taken away, for the chip's remove button: the other chips' fragments and
 * the leftover words. "болт м10х50 din 933" without the length → "болт диаметр 10 DIN 933".
 */
export function queryWithoutChip(parsed: { chips: readonly Chip[]; words: readonly string[] }, chip: Pick<Chip, 'attribute' | 'value'>): string {
  const kept = parsed.chips.filter((other) => other.attribute !== chip.attribute || other.value !== chip.value);
  return [...kept.map((other) => other.query), ...parsed.words].join(' ');
}
