import { createContext } from 'react-router';

/** Deployment settings the composition root passes from its parsed configuration (the web side reads no environment). */
export interface SiteConfig {
  /** PUBLIC_URL: the site's public origin; when unset, each request's own origin. */
  publicUrl: string | undefined;
  /** SHOWCASE: whether the design-system pages /_ui/ and /_icons/ are served. */
  showcase: boolean;
}

/** The store's data versions as this process knows them: `catalog` moves with every catalogue write, `content` with settings and content. */
export interface DataVersions {
  catalog: number;
  content: number;
  /** Moved by every order's stock change (and seen by every process within a second). */
  stock: number;
}

/** What the server hands every loader: the in-process API fetch and the visitor's request details. */
export interface RequestContext {
  /** fetch() that reaches the API without a network hop; the API client uses it on the server. */
  apiFetch: typeof fetch;
  /**
   * The current data versions (cheap, in memory): answers every visitor shares (settings, menus, footer) are kept
   * per process while these stay (`api/shared-answers.server.ts`). One function per server, so it also names its cache.
   */
  dataVersions: () => DataVersions;
  /** Whether the API answers from data of the current versions (false while a new catalogue's listing index is built). */
  dataSettled: () => boolean;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  nonce: string;
  site: SiteConfig;
}

export const requestContext = createContext<RequestContext>();
