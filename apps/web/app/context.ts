import { createContext } from 'react-router';

/** What the server hands every loader: the in-process API fetch and the visitor's request details. */
export interface RequestContext {
  /** fetch() that reaches the API without a network hop; the API client uses it on the server. */
  apiFetch: typeof fetch;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  nonce: string;
}

export const requestContext = createContext<RequestContext>();
