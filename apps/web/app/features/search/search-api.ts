import { browserApi } from '~/api/browser-api';
import type { AutocompleteItem } from '~/ui/autocomplete/autocomplete';

/** An autocomplete item: the product's url as its code, the section as the second line. */
export type Suggestion = AutocompleteItem & { description: string };

/** GET /api/Search/getFromBar/: products as autocomplete items (the url is the code, the section the second line). */
export async function fetchSuggestions(q: string): Promise<Suggestion[]> {
  const { items } = await browserApi.get('/Search/getFromBar/', { q });
  return items.map((item) => ({ code: item.url, name: item.name, description: item.sectionName }));
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
