import { useState } from 'react';
import { useLocation } from 'react-router';
import { isSearchPath, readableQuery } from '~/lib/search-url';

/** The query of the results page the visitor is on, as the page names it; '' on any other page. */
export function useShownQuery(): string {
  const { pathname, search } = useLocation();
  if (!isSearchPath(pathname)) return '';
  return readableQuery(new URLSearchParams(search).get('q')?.trim() ?? '');
}

/**
 * The search box's text: the visitor's to edit, set to the page's query whenever that changes (a search, a chip, a
 * page without one), so the box shows what the results are for and the buyer refines it in place. Follows the
 * change during render, as React advises for state that tracks a prop, so no frame shows the old text.
 */
export function useTextShowingQuery(shown: string, initial = shown) {
  const [text, setText] = useState(initial);
  const [followed, setFollowed] = useState(shown);
  if (followed !== shown) {
    setFollowed(shown);
    setText(shown);
  }
  return [text, setText] as const;
}
