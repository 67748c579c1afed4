/** What the redirect look-up answers (GET /api/Redirect/find/). */
export interface FoundRedirect {
  to: string;
  status: 301 | 302;
}

export interface RedirectPlan {
  href: string;
  /** Absolute targets (http…) leave the app: a full page load instead of a client navigation. */
  reloadDocument: boolean;
}

const absolute = /^https?:\/\//i;

/**
 * Where a found redirect leads (spec §2): the visitor's query and hash are kept unless the target
 * brings its own.
 */
export function planRedirect(to: string, current: { search?: string; hash?: string }): RedirectPlan {
  const hashAt = to.indexOf('#');
  const base = hashAt === -1 ? to : to.slice(0, hashAt);
  const ownHash = hashAt === -1 ? '' : to.slice(hashAt);
  const search = base.includes('?') || !current.search || current.search === '?' ? '' : current.search;
  const hash = ownHash || (current.hash && current.hash !== '#' ? current.hash : '');
  return { href: `${base}${search}${hash}`, reloadDocument: absolute.test(to) };
}
