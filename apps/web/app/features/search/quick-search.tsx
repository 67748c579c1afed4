import { buildQuickSearchQuery, type QuickSearchFields } from '@store/fasteners';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import { Field } from '~/ui/field/field';
import { TextInput } from '~/ui/input/text-input';
import { NativeSelect } from '~/ui/select/native-select';
import { isSearchPath, searchUrl } from '~/lib/search-url';
import { fetchMaterials } from './search-api';
import './quick-search.css';

const emptyFields: QuickSearchFields = { standard: '', diameter: '', length: '', strengthClass: '', material: '' };

const textFields: { name: Exclude<keyof QuickSearchFields, 'material'>; label: string; placeholder?: string; inputMode?: 'decimal' }[] = [
  { name: 'standard', label: 'Стандарт', placeholder: 'DIN 315' },
  { name: 'diameter', label: 'Диаметр Ø', inputMode: 'decimal' },
  { name: 'length', label: 'Длина мм', inputMode: 'decimal' },
  { name: 'strengthClass', label: 'Класс прочности' },
];

/**
 * The quick search block (spec §2): each filled field in parentheses, in field order, joined by "&",
 * e.g. "(DIN 933)&(10)&(50)&(8.8)&(Сталь)"; nothing happens when every field is empty. Collapsible on phones.
 */
export function QuickSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const bodyId = useId();
  const [fields, setFields] = useState(emptyFields);
  const [materials, setMaterials] = useState<string[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    fetchMaterials().then(setMaterials, () => setMaterials([]));
  }, []);

  const set = (name: keyof QuickSearchFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = buildQuickSearchQuery(fields);
    if (!q) return;
    // On a search route a new search replaces the entry, so Back leaves search instead of stepping through it.
    navigate(searchUrl(q), { replace: isSearchPath(location.pathname) });
  };

  return (
    <section className="quick-search" aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="quick-search__title">
        {/* A phone folds the form under a button; a wider screen shows it open, under a plain heading (one or the other is
            display: none, so a screen reader never hears "collapsed" over an open form). */}
        <span className="quick-search__heading">Быстрый поиск крепежа</span>
        <button type="button" className="quick-search__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          Быстрый поиск крепежа
          <Icon name="chevron-down" className="quick-search__chevron" />
        </button>
      </h2>
      <form id={bodyId} className={`quick-search__form${open ? ' quick-search__form--open' : ''}`} onSubmit={submit}>
        {textFields.map((field) => (
          <Field key={field.name} label={field.label}>
            <TextInput value={fields[field.name]} onValueChange={set(field.name)} placeholder={field.placeholder} inputMode={field.inputMode} />
          </Field>
        ))}
        <Field label="Материал">
          <NativeSelect
            items={materials.map((name) => ({ code: name, name }))}
            value={fields.material || null}
            onChange={set('material')}
            placeholder="Не выбран"
          />
        </Field>
        <Button type="submit" variant="primary" className="quick-search__submit">
          Найти
        </Button>
      </form>
    </section>
  );
}
