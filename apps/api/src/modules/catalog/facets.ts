import { type FacetCode, facetCodes, formatDecimal } from '@store/contracts';

export { facetCodes, type FacetCode };

export const facetNames: Record<FacetCode, string> = {
  standard: 'Стандарт',
  diameter: 'Диаметр',
  length: 'Длина',
  strength_class: 'Класс прочности',
  material: 'Материал',
  coating: 'Покрытие',
};

export const numericFacets: ReadonlySet<FacetCode> = new Set(['diameter', 'length']);

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Facet values in the order a buyer scans them: numbers numerically, text naturally (DIN 125 before DIN 933). */
export function compareFacetValues(code: FacetCode, a: string, b: string): number {
  return numericFacets.has(code) ? Number(a) - Number(b) : natural.compare(a, b);
}

/** A query's facet filters in one spelling and order, so equal questions share one cached answer. */
export function canonicalFacets(query: Partial<Record<FacetCode, readonly string[] | undefined>>): Partial<Record<FacetCode, string[]>> {
  const facets: Partial<Record<FacetCode, string[]>> = {};
  for (const code of facetCodes) {
    const values = query[code]?.map((value) => canonicalValue(code, value));
    if (values?.length) facets[code] = [...new Set(values)].sort();
  }
  return facets;
}

/** One spelling per number, so '10', '10.0' and '10,0' are the same filter value. */
export function canonicalValue(code: FacetCode, value: string): string {
  if (!numericFacets.has(code)) return value;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? String(number) : value;
}

/** 'М10' for a metric thread, '4,2 мм' otherwise; lengths '50 мм'. */
export function facetLabel(code: FacetCode, value: string, metric: boolean): string {
  if (code === 'diameter') return metric ? `М${formatDecimal(Number(value))}` : `${formatDecimal(Number(value))} мм`;
  if (code === 'length') return `${formatDecimal(Number(value))} мм`;
  return value;
}
