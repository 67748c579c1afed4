import { browserApi } from '~/api/browser-api';
import type { AutocompleteItem } from '~/ui/autocomplete/autocomplete';

/** An autocomplete item: the product's url as its code, the section as the second line. */
export type Suggestion = AutocompleteItem & { description: string };

/** Suggestions and, when they are not for the text as typed, the line saying so. */
export interface Suggestions {
  items: Suggestion[];
  notice: string;
}

/**
 * GET /api/Search/getFromBar/: products as autocomplete items (the url is the code, the section the second line);
 * the notice says what the closest products gave up, or what typo was corrected.
 */
export async function fetchSuggestions(q: string): Promise<Suggestions> {
  const { items, correctedQuery, relaxation } = await browserApi.get('/Search/getFromBar/', { q });
  const notice = relaxation?.notice ?? (correctedQuery ? `Показаны результаты по запросу «${correctedQuery}»` : '');
  return { items: items.map((item) => ({ code: item.url, name: item.name, description: item.sectionName })), notice };
}

let materials: Promise<string[]> | null = null;

/** GET /api/content/getFastSearchMaterialsValues/, fetched once per page load (spec §7); a failure may retry later. */
export function fetchMaterials(): Promise<string[]> {
  materials ??= browserApi.get('/content/getFastSearchMaterialsValues/').catch((error: unknown) => {
    materials = null;
    throw error;
  });
  return materials;
}
