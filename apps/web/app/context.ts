import { createContext } from 'react-router';

/** Deployment settings the composition root passes from its parsed configuration (the web side reads no environment). */
export interface SiteConfig {
  /** PUBLIC_URL: the site's public origin; when unset, each request's own origin. */
  publicUrl: string | undefined;
  /** SHOWCASE: whether the design-system pages /_ui/ and /_icons/ are served. */
  showcase: boolean;
}

/** What the server hands every loader: the in-process API fetch and the visitor's request details. */
export interface RequestContext {
  /** fetch() that reaches the API without a network hop; the API client uses it on the server. */
  apiFetch: typeof fetch;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  nonce: string;
  site: SiteConfig;
}

export const requestContext = createContext<RequestContext>();
