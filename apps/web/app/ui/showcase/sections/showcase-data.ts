import { useState } from 'react';
import type { AutocompleteItem } from '../../autocomplete/autocomplete';

const cities: AutocompleteItem[] = [
  { code: 'msk', name: 'Москва', description: 'Склад на Каширском шоссе' },
  { code: 'mur', name: 'Мурманск' },
  { code: 'mos', name: 'Мосальск', description: 'Калужская область' },
  { code: 'spb', name: 'Санкт-Петербург', description: 'Склад в Шушарах' },
  { code: 'ekb', name: 'Екатеринбург' },
  { code: 'nsk', name: 'Новосибирск' },
  { code: 'kzn', name: 'Казань' },
  { code: 'nnv', name: 'Нижний Новгород' },
  { code: 'smr', name: 'Самара' },
  { code: 'krd', name: 'Краснодар' },
];

/** A pretend city search for the showcase: answers 300 ms after the debounced query. */
export function useCitySearch() {
  const [text, setText] = useState('');
  const [items, setItems] = useState<AutocompleteItem[]>([]);
  const [loading, setLoading] = useState(false);
  const search = (query: string) => {
    const needle = query.trim().toLowerCase();
    if (!needle) return setItems([]);
    setLoading(true);
    setTimeout(() => {
      setItems(cities.filter((city) => city.name.toLowerCase().includes(needle)));
      setLoading(false);
    }, 300);
  };
  return { text, setText, items, loading, search, choose: (item: AutocompleteItem) => setText(item.name) };
}
