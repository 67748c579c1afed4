import { type FocusEvent, type MouseEvent, type ReactNode, type TouchEvent, createContext, useContext, useEffect, useState } from 'react';
import { PrefetchPageLinks, UNSAFE_FrameworkContext as FrameworkContext, useNavigate } from 'react-router';
import './delegated-links.css';

/** React Router's own intent delay: a pointer passing over a link for less than this fetches nothing. */
const intentDelay = 100;

/** The home, catalogue and search pages are shared by every guest, so resting on a link to one fetches it ahead; per-visitor pages are not. */
export function prefetchedOnIntent(href: string): boolean {
  return /^\/($|\?|(catalog|search)(\/|\?|$))/.test(href);
}

/**
 * The link to a page of the site an event happened in, inside `container`; null for anything else (outside links,
 * new windows, downloads, files such as `/api/…/x.pdf`: a page's path ends with a slash, spec §2).
 */
function siteLink(target: EventTarget | null, container: Element): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !container.contains(anchor)) return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || anchor.hasAttribute('download')) return null;
  if (!href.split(/[?#]/, 1)[0]!.endsWith('/')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return anchor;
}

const DelegationContext = createContext(false);

/** Inside a LinkDelegation: a site link is a plain `<a href>`, which the delegation makes navigate in the app. */
export function useLinkDelegation(): boolean {
  return useContext(DelegationContext);
}

export interface DelegatedLinks {
  /** Spread on the element holding the links; none inside a LinkDelegation, which handles its links itself. */
  handlers: Partial<{
    onClick: (event: MouseEvent<HTMLElement>) => void;
    onMouseOver: (event: MouseEvent<HTMLElement>) => void;
    onMouseOut: (event: MouseEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  }>;
  /** The prefetch of the link the visitor means to follow: render it next to the element (not inside a list). */
  prefetch: ReactNode;
}

/**
 * Plain `<a href>` links inside one element behave as React Router `<Link>`s, through one set of handlers on the
 * element instead of a router link (with its state and effects) per link: a left click without modifier keys
 * navigates in the app, and resting on a link to a shared page (pointer, focus or touch) for 100 ms prefetches its
 * page's data and modules as `<Link prefetch="intent">` does (`<PrefetchPageLinks>`). Before the page's JavaScript
 * runs, and for crawlers, they are ordinary links. For a listing's ~50 product links (two per card) this is most of what a
 * navigation to a new listing spends rendering (bench/RESULTS.md, issue 11). Inside a LinkDelegation the enclosing
 * one does all this, once.
 */
export function useDelegatedLinks(): DelegatedLinks {
  const enclosed = useLinkDelegation();
  const navigate = useNavigate();
  // Outside the framework (a component test's memory router) there are no route modules to prefetch, as for <Link>.
  const framework = useContext(FrameworkContext) !== null;
  const [intent, setIntent] = useState<string | null>(null);
  const [prefetch, setPrefetch] = useState<string | null>(null);

  useEffect(() => {
    if (intent === null) return;
    const timer = setTimeout(() => setPrefetch(intent), intentDelay);
    return () => clearTimeout(timer);
  }, [intent]);

  const start = (target: EventTarget | null, container: Element) => {
    const href = framework ? siteLink(target, container)?.getAttribute('href') : null;
    if (href && prefetchedOnIntent(href)) setIntent(href);
  };
  const cancel = (from: EventTarget | null, to: EventTarget | null, container: Element) => {
    const left = siteLink(from, container);
    // Moving between the parts of one link (its picture and its badge) is not leaving it.
    if (left && !(to instanceof Node && left.contains(to))) {
      setIntent(null);
      setPrefetch(null);
    }
  };

  if (enclosed) return { handlers: {}, prefetch: null };
  return {
    handlers: {
      onClick: (event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        const anchor = siteLink(event.target, event.currentTarget);
        if (!anchor) return;
        event.preventDefault();
        const href = anchor.getAttribute('href')!;
        const here = window.location.pathname + window.location.search + window.location.hash;
        // As <Link>: following a link to the page the visitor is on replaces the history entry.
        void navigate(href, { replace: href === here });
      },
      onMouseOver: (event) => start(event.target, event.currentTarget),
      onMouseOut: (event) => cancel(event.target, event.relatedTarget, event.currentTarget),
      onFocus: (event) => start(event.target, event.currentTarget),
      onBlur: (event) => cancel(event.target, event.relatedTarget, event.currentTarget),
      onTouchStart: (event) => start(event.target, event.currentTarget),
    },
    prefetch: prefetch ? <PrefetchPageLinks page={prefetch} /> : null,
  };
}

/**
 * The links of `children` (SmartLinks) as plain anchors with one set of handlers (useDelegatedLinks), for the header,
 * the footer and the catalogue's pages: a router `<Link>` reads the location, so the header's and footer's ~20 each
 * rendered again at every navigation, memoised header or not, and a page's cost its first render more than anchors
 * (bench/RESULTS.md, issue 11). The wrapper has no box of its own (`display: contents`).
 */
export function LinkDelegation({ children }: { children: ReactNode }) {
  const links = useDelegatedLinks();
  return (
    <DelegationContext value={true}>
      <div className="link-delegation" {...links.handlers}>
        {children}
      </div>
      {links.prefetch}
    </DelegationContext>
  );
}
