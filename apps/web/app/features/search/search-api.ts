import type { SearchBar } from '@store/contracts';
import { createApiClient } from '~/api/client';
import type { AutocompleteItem } from '~/ui/autocomplete/autocomplete';

/** Browser-side calls of the search: the same one client, on the page's own origin. */
const api = createApiClient();

/**
 * An autocomplete item. `id` repeats the code because react-aria keys a dynamic collection by `id`:
 * without it items are keyed by position and a new list throws "Cannot change the id of an item".
 */
export type Suggestion = AutocompleteItem & { id: string; description: string };

/** GET /api/Search/getFromBar/: products as autocomplete items (the url is the code, the section the second line). */
export async function fetchSuggestions(q: string): Promise<Suggestion[]> {
  const { items } = await api.get<SearchBar>('/Search/getFromBar/', { q });
  return items.map((item) => ({ id: item.url, code: item.url, name: item.name, description: item.sectionName }));
}

let materials: Promise<string[]> | null = null;

/** GET /api/content/getFastSearchMaterialsValues/, fetched once per page load (spec §7); a failure may retry later. */
export function fetchMaterials(): Promise<string[]> {
  materials ??= api.get<string[]>('/content/getFastSearchMaterialsValues/').catch((error: unknown) => {
    materials = null;
    throw error;
  });
  return materials;
}

/** The results page of a query. */
export const searchUrl = (q: string) => `/search/?${new URLSearchParams({ q })}`;
