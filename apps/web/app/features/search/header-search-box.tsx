import { type KeyboardEvent, memo, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Autocomplete } from '~/ui/autocomplete/autocomplete';
import { searchUrl } from '~/lib/search-url';
import { fetchSuggestions, type Suggestion } from './search-api';
import { useTextShowingQuery } from './shown-query';
import { useDelayedFlag } from './use-delayed-flag';

/** Spec §9: the search input waits 300 ms after typing; the pending indicator shows only after 1500 ms. */
export const searchDebounceMs = 300;
export const pendingIndicatorMs = 1500;

interface HeaderSearchBoxProps {
  /** What was typed into the plain box before this one loaded. */
  initialText: string;
  /** The results page's query ('' elsewhere): the box shows it. */
  shownQuery: string;
  /** The plain box had the focus: keep it. */
  focused: boolean;
}

/**
 * The header search (spec §2): suggestions (name and section) as you type, blank text ignored and the
 * text trimmed; Enter opens the results page; on phones the box opens the search sheet.
 * Loaded after the page is up (see header-search.tsx). Memoised: the header's box renders again only when its
 * props change, not at every navigation.
 */
function HeaderSearchBox({ initialText, shownQuery, focused }: HeaderSearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useTextShowingQuery(shownQuery, initialText);
  const box = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [notice, setNotice] = useState('');
  const [searched, setSearched] = useState('');
  const [loading, setLoading] = useState(false);
  const latest = useRef('');
  const pendingShown = useDelayedFlag(loading, pendingIndicatorMs);

  useEffect(() => {
    if (focused) box.current?.querySelector('input')?.focus();
  }, [focused]);

  useEffect(() => {
    const q = text.trim();
    latest.current = q;
    // Empty, or the query whose results the page already shows: nothing to suggest.
    if (!q || q === shownQuery) {
      setItems([]);
      setNotice('');
      setSearched('');
      return;
    }
    const timer = setTimeout(() => {
      setLoading(true);
      fetchSuggestions(q)
        .catch(() => ({ items: [], notice: '' }))
        .then((found) => {
          if (latest.current !== q) return;
          setItems(found.items);
          setNotice(found.notice);
          setSearched(q);
          setLoading(false);
        });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, shownQuery]);

  const submit = () => {
    const q = text.trim();
    if (q) navigate(searchUrl(q));
  };
  // Enter with no suggestion highlighted searches for the text; with one, the box picks it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target as HTMLElement;
    if (event.key === 'Enter' && !input.getAttribute('aria-activedescendant')) submit();
  };

  return (
    <div role="search" className="header-search" onKeyDown={onKeyDown} ref={box}>
      <Autocomplete
        aria-label="Поиск по каталогу"
        sheetTitle="Поиск"
        placeholder="Поиск по каталогу"
        variant="modal"
        inputValue={text}
        onInputChange={setText}
        items={items}
        notice={notice}
        loading={pendingShown}
        emptyText={searched === text.trim() && !loading ? 'Ничего не найдено' : ''}
        onSelect={(item) => navigate(item.code)}
      />
    </div>
  );
}

export default memo(HeaderSearchBox);
