import { useRef } from 'react';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { useEarlyValue } from '~/ui/field/early-value';
import { Icon } from '~/ui/icon/icon';
import '~/ui/input/input.css';
import { useShownQuery, useTextShowingQuery } from './shown-query';

const loadSearchBox = () => import('./header-search-box');

/**
 * The header search. The page arrives with a plain search form (it works without JavaScript: Enter opens
 * /search/?q=…); the box with suggestions replaces it once the browser is idle or the visitor focuses it,
 * keeping what was typed and the focus — so the combobox library is no part of any page's first load. On the results
 * page both show its query.
 */
export function HeaderSearch() {
  const { Component: SearchBox, loadNow } = useDeferredComponent(loadSearchBox);
  const shown = useShownQuery();
  const [text, setText] = useTextShowingQuery(shown);
  const focused = useRef(false);
  const earlyTextRef = useEarlyValue<HTMLInputElement>(text, setText);

  if (SearchBox) return <SearchBox initialText={text} shownQuery={shown} focused={focused.current} />;
  return (
    <form role="search" className="header-search" action="/search/" method="get">
      <div className="ui-input">
        <Icon name="search" className="ui-input__icon" />
        <input
          ref={earlyTextRef}
          className="ui-input__control"
          type="search"
          name="q"
          required
          aria-label="Поиск по каталогу"
          placeholder="Поиск по каталогу"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => {
            focused.current = true;
            loadNow();
          }}
          onBlur={() => (focused.current = false)}
        />
      </div>
    </form>
  );
}
